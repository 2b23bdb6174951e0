import Fastify from 'fastify';
import { builtPage, stageConfig } from '../../../test/helpers/pageStages';
import { matchRoute } from '../matchRoute';
import { sendStaffPage } from './staff';

describe('the staff’s pages', () => {
  it('are the outline with the configuration, never kept and never indexed', async () => {
    const app = Fastify({ logger: false });
    app.get('/newsroom', (request, reply) =>
      sendStaffPage({ config: stageConfig }, request, reply, builtPage(), {
        path: '/newsroom',
        match: matchRoute('/newsroom')!,
      }),
    );
    const reply = await app.inject({ url: '/newsroom' });
    await app.close();
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['x-robots-tag']).toBe('noindex');
    expect(reply.headers['cache-control']).toMatch(/no-store/);
    expect(reply.body).toContain('id="janmat-config"');
    expect(reply.body).toContain('noindex');
  });
});
