import { CACHE_CONTROL } from '@janmat/shared/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { keepCookieAnswersPrivate } from './cookieAnswers';

const PUBLIC = CACHE_CONTROL.public;
const COOKIE = 'janmat_cohort=7; Path=/; Max-Age=31536000; SameSite=Lax';

/** Routes that answer as a public page would, with keys, and set a cookie when asked (`?cookie`). */
async function app(): Promise<FastifyInstance> {
  const server = Fastify();
  keepCookieAnswersPrivate(server);
  server.get<{ Params: { status: string }; Querystring: { cookie?: string } }>('/:status', (request, reply) => {
    reply.header('cache-control', PUBLIC).header('xkey', 'page:/x missing').header('surrogate-key', 'page:/x missing');
    if (request.query.cookie !== undefined) reply.header('set-cookie', COOKIE);
    const status = Number(request.params.status);
    if (status === 301) return reply.redirect('/elsewhere', 301);
    return reply.code(status).send('<p>पेज</p>');
  });
  server.get('/already-private', (_request, reply) =>
    reply.header('cache-control', 'private, max-age=60').header('set-cookie', COOKIE).send('ok'),
  );
  return server;
}

describe('an answer that sets a cookie is private', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await app();
  });
  afterAll(() => server.close());

  test.each([200, 301, 404, 500])('%i with a cookie: private, no-store, no keys, the cookie kept', async (status) => {
    const res = await server.inject({ url: `/${status}?cookie` });
    expect(res.statusCode).toBe(status);
    expect(res.headers['set-cookie']).toBe(COOKIE);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.xkey).toBeUndefined();
    expect(res.headers['surrogate-key']).toBeUndefined();
  });

  test.each([200, 301, 404])('%i without a cookie stays public with its keys', async (status) => {
    const res = await server.inject({ url: `/${status}` });
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe(PUBLIC);
    expect(res.headers.xkey).toBe('page:/x missing');
    expect(res.headers['surrogate-key']).toBe('page:/x missing');
  });

  test('an answer already private keeps its own Cache-Control', async () => {
    const res = await server.inject({ url: '/already-private' });
    expect(res.headers['cache-control']).toBe('private, max-age=60');
  });
});
