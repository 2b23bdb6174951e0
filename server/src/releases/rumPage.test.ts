/**
 * Readers' health through the whole app: a page carries a beacon token for the builds it was composed
 * of, and a beacon with it counts for its section's build; the token of one page cannot be edited.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RUM_API, RUM_TOKEN_ATTR } from '@janmat/shared/contracts';
import { writeFakeBuilds } from '../../test/helpers/fakeWeb';
import { startTestApp, type TestApp } from '../../test/helpers/testApp';
import { rumViews } from '../core/db/schema';

let t: TestApp;
beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'janmat-rum-page-'));
  writeFakeBuilds(join(dataDir, 'web'));
  t = await startTestApp({ dataDir, env: { SERVER_RENDER: 'off' } });
}, 60_000);
afterAll(() => t.close());

const tokenOf = (html: string) => new RegExp(`${RUM_TOKEN_ATTR}="([^"]+)"`).exec(html)?.[1];
const beacon = (body: unknown, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: RUM_API,
    remoteAddress,
    // As a browser sends it from the site's own page.
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', origin: 'null' },
    payload: JSON.stringify(body),
  });

test('a page’s token makes its beacon count for its section’s live build; another network counts again', async () => {
  const page = await t.app.inject({ url: '/', remoteAddress: '198.51.100.20' });
  expect(page.statusCode).toBe(200);
  const token = tokenOf(page.body);
  expect(token).toBeDefined();
  // .20 and .21 are one network (a /24); 203.0.113.20 another.
  for (const address of ['198.51.100.20', '198.51.100.21', '203.0.113.20']) {
    expect((await beacon({ token, lcp: 1500, inp: 80, cls: 0 }, address)).statusCode).toBe(204);
  }
  expect((await beacon({ token, lcp: 'fast' }, '198.51.100.22')).statusCode).toBe(400);
  const rows = await t.database.db.select().from(rumViews);
  expect(rows).toHaveLength(2);
  expect(rows.map((row) => [row.lcp, row.failed])).toEqual([
    [1500, false],
    [1500, false],
  ]);
  expect(rows[0]!.release).toBe(rows[1]!.release);
  expect(rows[0]!.visitor).not.toBe(rows[1]!.visitor);

  // The same page's token with its body changed (another build named) counts for nothing.
  const [body, mac] = token!.split('.') as [string, string];
  const edited = Buffer.from(
    Buffer.from(body, 'base64url')
      .toString()
      .replace(/:(\d+)/, (_m, id) => `:${Number(id) + 1}`),
  );
  expect(
    (await beacon({ token: `${edited.toString('base64url')}.${mac}`, errors: { news: 1 } }, '198.51.100.23'))
      .statusCode,
  ).toBe(204);
  expect(await t.database.db.select().from(rumViews)).toHaveLength(2);
});
