import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../helpers/testApp';
import { REPOSITORY } from './repository';

const SITE = 'https://janmat.test';
const tokenIn = (html: string) => /<input type="hidden" name="form_token" value="([\w-]+)"/.exec(html)?.[1];
/** The first `<name …>` tag of the page whose attributes include `has`. */
const tagWith = (html: string, name: string, has: string) =>
  (html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? []).find((tag) => tag.includes(has)) ?? '';

describe('pages with a form, on the real builds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'janmat-forms-')), env: { WEB_ROOT: REPOSITORY } });
  }, 60_000);
  afterAll(() => t.close());

  test.each(['/contactus', '/createmypoll'])(
    '%s is a plain form with a one-time token of its own per visit: never kept or shared, still indexed',
    async (path) => {
      const [first, second] = [await t.app.inject(path), await t.app.inject(path)];
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(tagWith(first.body, 'form', `action="${path}"`)).toContain('method="post"');
      const [a, b] = [tokenIn(first.body), tokenIn(second.body)];
      expect(a).toMatch(/^[\w-]{22}$/);
      expect(b).not.toBe(a);
      // Rendered for each visit; the browser's store takes the same token from the page.
      expect(second.headers['server-timing']).toMatch(/^render;/);
      expect(first.body).toContain(`<script id="janmat-form" type="application/json">{"token":"${a}"}</script>`);
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(first.headers['x-robots-tag']).toBeUndefined();
      expect(first.body).not.toContain('JavaScript चालू करें');
    },
  );

  test('a refused contact form comes back server-rendered: the messages under the fields, the values kept', async () => {
    const token = 'cmVmdXNlZC1jb250YWN0LWZvcm0';
    const res = await t.app.inject({
      method: 'POST',
      url: '/contactus',
      payload: new URLSearchParams({
        name: 'ab',
        email: 'a@',
        phone: '',
        sub: '',
        des: 'नमस्ते',
        form_token: token,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
    });
    expect(res.statusCode).toBe(422);
    expect(tokenIn(res.body)).toBe(token);
    const name = tagWith(res.body, 'input', 'name="name"');
    for (const attribute of ['aria-invalid="true"', 'aria-describedby="contact-name-error"', 'value="ab"']) {
      expect(name).toContain(attribute);
    }
    for (const [id, message] of [
      ['contact-name-error', 'Name is Not Valid!'],
      ['contact-email-error', 'Email is Not Valid!'],
      ['contact-phone-error', 'Phone is required!'],
    ]) {
      expect(res.body).toMatch(new RegExp(`<p id="${id}" class="[^"]+">${message}</p>`));
    }
    expect(tagWith(res.body, 'textarea', 'name="des"')).toContain('aria-invalid="false"');
    expect(res.body).toMatch(/<textarea[^>]*name="des"[^>]*>नमस्ते<\/textarea>/);
  });
});
