import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import type { StaffSession } from '../newsroom/auth/sessionStore';
import { actorOf, releaseAuth, type SessionLookup } from './releaseAuth';

const TOKEN = 'release-token-for-tests-0123456789abcdef';
const CSRF = 'csrf-token-of-the-session';

const session = (role: 'admin' | 'editor' | 'reporter'): StaffSession => ({
  sessionId: 's1',
  csrfToken: CSRF,
  staff: { id: 7, name: 'प्रधान', email: 'pradhan@janmat.test', role },
});

/** Just what releaseAuth reads of the server's settings (`token` null: RELEASE_TOKEN unset). */
function authConfig(token: string | null): AppDeps['config'] {
  return {
    siteUrl: 'https://janmat.test',
    siteUrlSet: true,
    releases: { token: token ?? undefined },
  } as unknown as AppDeps['config'];
}

async function appWith(lookup: SessionLookup, token: string | null = TOKEN): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorateRequest('releaseActor', null);
  app.addHook('onRequest', releaseAuth({ db: {} as AppDeps['db'], config: authConfig(token) }, lookup));
  app.get('/api/releases', async (request) => ({ actor: actorOf(request) }));
  app.post('/api/releases/news', async (request) => ({ actor: actorOf(request) }));
  await app.ready();
  return app;
}

const none: SessionLookup = async () => undefined;

describe('the release API’s lock', () => {
  it('lets in the operator token, as `token`', async () => {
    const app = await appWith(none);
    const read = await app.inject({ url: '/api/releases', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ actor: { name: 'token', staffId: null } });
    const write = await app.inject({
      method: 'POST',
      url: '/api/releases/news',
      headers: { authorization: `bearer ${TOKEN}`, origin: 'https://elsewhere.test' },
    });
    expect(write.statusCode).toBe(200);
    await app.close();
  });

  it('answers 401 without credentials, with a wrong token, or with a token the server does not have', async () => {
    const app = await appWith(none);
    const bare = await app.inject({ url: '/api/releases' });
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['www-authenticate']).toBe('Bearer');
    expect(bare.json().message).toContain('RELEASE_TOKEN');
    for (const authorization of [`Bearer ${TOKEN}x`, 'Bearer short', `Basic ${TOKEN}`, 'Bearer']) {
      const wrong = await app.inject({ url: '/api/releases', headers: { authorization } });
      expect(wrong.statusCode).toBe(401);
    }
    await app.close();
    const off = await appWith(none, null);
    const unset = await off.inject({ url: '/api/releases', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(unset.statusCode).toBe(401);
    expect(unset.json().message).toContain('RELEASE_TOKEN');
    await off.close();
  });

  it('lets in an admin’s session, as that staff member, and refuses other staff (403)', async () => {
    const admin = await appWith(async () => session('admin'));
    const read = await admin.inject({ url: '/api/releases' });
    expect(read.json()).toEqual({ actor: { name: 'प्रधान', staffId: 7 } });
    await admin.close();
    const editor = await appWith(async () => session('editor'));
    expect((await editor.inject({ url: '/api/releases' })).statusCode).toBe(403);
    await editor.close();
  });

  it('answers 401 to an ended session and removes its cookie', async () => {
    const app = await appWith(async () => 'expired');
    const reply = await app.inject({ url: '/api/releases' });
    expect(reply.statusCode).toBe(401);
    expect(String(reply.headers['set-cookie'])).toContain('Max-Age=0');
    await app.close();
  });

  it('holds an admin’s writes to the newsroom’s rules: the CSRF token, from the site’s own pages', async () => {
    const app = await appWith(async () => session('admin'));
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/releases/news', headers });
    expect((await post({})).statusCode).toBe(403);
    expect((await post({ 'x-csrf-token': 'wrong' })).statusCode).toBe(403);
    expect((await post({ 'x-csrf-token': CSRF, origin: 'https://elsewhere.test' })).statusCode).toBe(403);
    const ok = await post({ 'x-csrf-token': CSRF, origin: 'https://janmat.test' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().actor.staffId).toBe(7);
    await app.close();
  });
});
