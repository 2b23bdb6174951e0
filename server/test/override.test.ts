import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { OVERRIDE_APPLIED_SCRIPT_ID, OVERRIDE_COOKIE, overrideCookieValue } from '@janmat/shared/composition';
import { CACHE_CONTROL } from '@janmat/shared/server';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestApp } from './helpers/testApp';

const SITE = 'http://janmat.test';
const PREVIEW = 'https://preview.example.com';
const STATIC = `${PREVIEW}/pr-7/static/mf-manifest.json`;

function put(root: string, path: string, content: string): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** The value of the override cookie an answer sets, and its attributes. */
function setCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [String(header ?? '')];
  return all.find((cookie) => cookie.startsWith(`${OVERRIDE_COOKIE}=`)) ?? '';
}

const cookieFor = (overrides: Record<string, string>) => `${OVERRIDE_COOKIE}=${overrideCookieValue(overrides)}`;
const directive = (res: LightMyRequestResponse, name: string) =>
  String(res.headers['content-security-policy'])
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('the override a tester applies: the server keeps it, checks it and composes with it', () => {
  let t: TestApp;
  const apply = (overrides: Record<string, unknown>, headers: Record<string, string> = { origin: SITE }) =>
    t.app.inject({ method: 'POST', url: '/api/override', headers, payload: { overrides } });

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'janmat-override-'));
    put(
      join(dataDir, 'web'),
      'shell/dist/index.html',
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
    );
    t = await startTestApp({
      dataDir,
      env: { SITE_URL: SITE, REMOTE_OVERRIDE_ORIGINS: `${PREVIEW},http://127.0.0.1:3213` },
    });
  }, 60_000);
  afterAll(() => t.close());

  test('a listed origin for a reader’s section: an HttpOnly session cookie, SameSite, set by the server', async () => {
    const res = await apply({ static: STATIC });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ overrides: { static: STATIC } });
    const cookie = setCookie(res);
    expect(cookie.split(';')[0]).toBe(cookieFor({ static: STATIC }));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toMatch(/expires|max-age|secure/i);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  test('a second section is added to the ones the browser already applied', async () => {
    const news = `${PREVIEW}/news/mf-manifest.json`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/override',
      headers: { origin: SITE, cookie: cookieFor({ static: STATIC }) },
      payload: { overrides: { news } },
    });
    expect(res.json()).toEqual({ overrides: { static: STATIC, news } });
  });

  test('the newsroom, an unlisted origin or an unknown section: refused in Hindi, no cookie', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ newsroom: `${PREVIEW}/newsroom/mf-manifest.json` }, 403, 'न्यूज़रूम और स्टाफ़ के पेज'],
      [{ static: STATIC, newsroom: `${PREVIEW}/n/mf-manifest.json` }, 403, 'न्यूज़रूम'],
      [{ static: 'https://evil.example/mf-manifest.json' }, 400, 'अनुमत स्रोतों में नहीं'],
      [{ static: 'javascript:alert(1)' }, 400, 'अनुमत स्रोतों में नहीं'],
      [{ sport: STATIC }, 400, 'इस नाम का कोई हिस्सा'],
      [{}, 400, 'किसी हिस्से का बिल्ड नहीं'],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await apply(overrides);
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringContaining(message)]);
      expect(setCookie(res)).toBe('');
    }
  });

  test('only the site’s own pages may apply or end one: another origin, or none, gets 403', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, {} as Record<string, string>]) {
      const res = await apply({ static: STATIC }, headers);
      expect(res.statusCode).toBe(403);
      expect(setCookie(res)).toBe('');
      const end = await t.app.inject({ method: 'DELETE', url: '/api/override', headers });
      expect(end.statusCode).toBe(403);
    }
  });

  test('DELETE ends every override: the cookie is removed', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/override',
      headers: { origin: SITE, cookie: cookieFor({ static: STATIC }) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ overrides: {} });
    expect(setCookie(res)).toMatch(new RegExp(`^${OVERRIDE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax$`));
  });

  test('the CSP names an override origin only in the answers to the browser that applied it', async () => {
    const plain = await t.app.inject('/aboutus');
    const overridden = await t.app.inject({ url: '/aboutus', headers: { cookie: cookieFor({ static: STATIC }) } });
    for (const name of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
      expect(directive(plain, name)).not.toContain(PREVIEW);
      expect(directive(overridden, name)).toContain(PREVIEW);
    }
    expect(String(overridden.headers['content-security-policy'])).not.toContain('127.0.0.1:3213');
  });

  test('a cookie naming the newsroom, an unlisted origin, or any override on a staff page changes nothing', async () => {
    const forged = cookieFor({ newsroom: `${PREVIEW}/n/mf-manifest.json`, media: 'https://evil.example/m.json' });
    const res = await t.app.inject({ url: '/aboutus', headers: { cookie: forged } });
    expect(String(res.headers['content-security-policy'])).not.toMatch(/preview\.example|evil\.example/);
    expect(res.body).not.toContain(OVERRIDE_APPLIED_SCRIPT_ID);

    const staff = await t.app.inject({ url: '/newsroom', headers: { cookie: cookieFor({ static: STATIC }) } });
    expect(staff.statusCode).toBe(200);
    expect(String(staff.headers['content-security-policy'])).not.toContain(PREVIEW);
    expect(staff.body).not.toContain(OVERRIDE_APPLIED_SCRIPT_ID);
  });

  test('an overridden page names its overrides, is that browser’s own and never shared through the page cache', async () => {
    const plainFirst = await t.app.inject('/faq');
    expect(plainFirst.body).not.toContain(OVERRIDE_APPLIED_SCRIPT_ID);
    // The plain page is cached now: the overridden browser still gets its own page.
    const overridden = await t.app.inject({ url: '/faq', headers: { cookie: cookieFor({ static: STATIC }) } });
    expect(overridden.headers['cache-control']).toBe('private, no-store');
    expect(overridden.body).toContain(
      `<script id="${OVERRIDE_APPLIED_SCRIPT_ID}" type="application/json">${JSON.stringify({ static: STATIC })}</script>`,
    );
    // And the overridden page was not stored for everyone else.
    const first = await t.app.inject({ url: '/contactus', headers: { cookie: cookieFor({ static: STATIC }) } });
    expect(first.body).toContain(OVERRIDE_APPLIED_SCRIPT_ID);
    const plainAfter = await t.app.inject('/contactus');
    expect(plainAfter.body).not.toContain(OVERRIDE_APPLIED_SCRIPT_ID);
    expect(plainAfter.headers['cache-control']).toBe(CACHE_CONTROL.public);
  });
});

test('with overrides off, nothing is applied', async () => {
  const t = await startTestApp({ env: { SITE_URL: SITE } });
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/override',
      headers: { origin: SITE },
      payload: { overrides: { static: STATIC } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('इस साइट पर किसी हिस्से को दूसरे बिल्ड से बदलने की अनुमति नहीं है।');
    expect(setCookie(res)).toBe('');
  } finally {
    await t.close();
  }
}, 60_000);

test('on an https site the cookie is Secure', async () => {
  const t = await startTestApp({ env: { SITE_URL: 'https://janmat.test', REMOTE_OVERRIDE_ORIGINS: PREVIEW } });
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/override',
      headers: { origin: 'https://janmat.test' },
      payload: { overrides: { static: STATIC } },
    });
    expect(setCookie(res)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  } finally {
    await t.close();
  }
}, 60_000);
