import { NEWSROOM_MESSAGES } from '../src/core/messages';
import { call } from './helpers/newsroomClient';
import { ADMIN, newsroomEnv } from './helpers/newsroomEnv';
import { BACKENDS, type Backend, startTestApp, type TestApp } from './helpers/testApp';

/** A sign-in as the browser sends it from a page at `origin`, to the server at `host`. */
const signIn = (t: TestApp, origin: string, host: string) =>
  call(t.app, 'POST', '/api/newsroom/signin', { headers: { origin, host }, payload: ADMIN });

const startWith = (backend: Backend, siteUrl: string) =>
  startTestApp({
    backend,
    content: null,
    env: newsroomEnv({
      SITE_URL: siteUrl,
    }),
  });

describe.each(BACKENDS)('newsroom writes without SITE_URL on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startWith(backend, '');
  }, 60_000);
  afterAll(() => t.close());

  test.each([
    ['http://127.0.0.1:3000', '127.0.0.1:3000'],
    ['http://localhost:3000', 'localhost:3000'],
    ['http://192.168.1.20:3000', '192.168.1.20:3000'],
    ['http://[::1]:3000', '[::1]:3000'],
  ])('a page at %s signs in to the server at its own address', async (origin, host) => {
    const reply = await signIn(t, origin, host);
    expect(reply.status).toBe(200);
    expect(reply.body.csrfToken).toEqual(expect.any(String));
  });

  test("another site's page, or another address or scheme than the request's, is refused", async () => {
    for (const [origin, host] of [
      ['https://evil.example', '127.0.0.1:3000'],
      ['http://127.0.0.1:3001', '127.0.0.1:3000'],
      ['https://127.0.0.1:3000', '127.0.0.1:3000'],
      ['http://192.168.1.20:3000', '127.0.0.1:3000'],
      ['null', '127.0.0.1:3000'],
    ]) {
      const reply = await signIn(t, origin!, host!);
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ message: NEWSROOM_MESSAGES.foreignOrigin });
    }
  });
});

describe.each(BACKENDS)('newsroom writes with SITE_URL set on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startWith(backend, 'https://janmat.test');
  }, 60_000);
  afterAll(() => t.close());

  test("only SITE_URL's origin signs in", async () => {
    expect((await signIn(t, 'https://janmat.test', 'janmat.test')).status).toBe(200);
  });

  test('a page at the address the request came to is refused, and told the address to use', async () => {
    const reply = await signIn(t, 'http://127.0.0.1:3000', '127.0.0.1:3000');
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ message: NEWSROOM_MESSAGES.foreignOriginUse('https://janmat.test') });
    expect(reply.body.message).toContain('https://janmat.test/newsroom');
  });
});
