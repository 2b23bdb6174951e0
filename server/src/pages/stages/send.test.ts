import Fastify from 'fastify';
import { stageConfig } from '../../../test/helpers/pageStages';
import { makeBody, ResponseCache } from '../../core/cache';
import { ApiReads } from '../../core/http/apiReads';
import type { PagePolicy } from './policy';
import { type SendInput, sendMoved, sendPage } from './send';

const found: PagePolicy = {
  found: true,
  movedTo: undefined,
  own: '/videos',
  dataClass: 'public',
  personal: false,
  keepShort: true,
  rendered: true,
  scripts: 'intent',
  external: undefined,
};
const plain: SendInput = {
  policy: found,
  partial: false,
  newcomer: false,
  overridden: false,
  ownForms: false,
  echoedStatus: undefined,
};

async function send(input: SendInput) {
  const deps = { config: stageConfig, cache: new ResponseCache(), reads: new ApiReads() };
  const app = Fastify({ logger: false });
  const keeping = { key: 'page:/videos', stamp: deps.cache.stamp(), keys: ['page:/videos'] };
  app.get('/videos', (request, reply) =>
    sendPage(deps, request, reply, makeBody('<p>x</p>', 'text/html'), keeping, input),
  );
  app.get('/old', (_request, reply) =>
    sendMoved(deps, reply, { ...keeping, key: 'page:/old' }, { path: '/videos', query: '?a=1', keepShort: true }),
  );
  const reply = await app.inject({ url: '/videos' });
  const moved = await app.inject({ url: '/old' });
  await app.close();
  return { reply, moved, cache: deps.cache };
}

describe('stage "send"', () => {
  it('keeps a page anyone may be sent, and sends it public', async () => {
    const { reply, cache } = await send(plain);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe(stageConfig.edge.cacheControl);
    expect(cache.get('page:/videos')?.text).toBe('<p>x</p>');
  });

  it('sends a newcomer’s page as theirs alone, and keeps it for others', async () => {
    const { reply, cache } = await send({ ...plain, newcomer: true });
    expect(reply.headers['cache-control']).toMatch(/private/);
    expect(cache.get('page:/videos')).toBeDefined();
  });

  it('keeps a missing page briefly, apart, naming `missing`', async () => {
    const { reply, cache } = await send({ ...plain, policy: { ...found, found: false } });
    expect(reply.statusCode).toBe(404);
    expect(cache.get('page:/videos')).toBeUndefined();
    expect(cache.getShort('page:/videos')).toMatchObject({ status: 404, body: { keys: ['page:/videos', 'missing'] } });
  });

  it('never keeps a personal page, a form’s answer, a tester’s page or one with a part left to the browser', async () => {
    const personal = await send({ ...plain, policy: { ...found, personal: true, dataClass: 'personal' } });
    expect(personal.reply.headers['x-robots-tag']).toBe('noindex');
    expect(personal.reply.headers['cache-control']).toMatch(/private/);
    const form = await send({ ...plain, ownForms: true, echoedStatus: 422 });
    expect(form.reply.statusCode).toBe(422);
    expect(form.reply.headers['cache-control']).toMatch(/private/);
    for (const over of [{ overridden: true }, { partial: true }]) {
      const { cache } = await send({ ...plain, ...over });
      expect(cache.get('page:/videos')).toBeUndefined();
    }
  });

  it('moves a subject’s other address to its own, query kept, and keeps the redirect briefly', async () => {
    const { moved, cache } = await send(plain);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/videos?a=1');
    expect(cache.getShort('page:/old')).toMatchObject({ status: 301, location: '/videos' });
  });
});
