import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeAuthorId, href, slugify, ZODIAC_SIGNS } from '@janmat/shared/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/journey';

/**
 * The Nu HTML Checker (vnu, the W3C's validator, from the `vnu-jar` package; needs Java) on every
 * type of page: the HTML the server sends (what a crawler without JavaScript reads) and the document
 * once the app has booted. Any error fails, with the checker's messages per page.
 */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

interface PageType {
  name: string;
  path: string;
  status: number;
}

async function firstOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers`).toBe(true);
  const { data } = (await response.json()) as { data: T[] };
  expect(data.length, `${path} has data`).toBeGreaterThan(0);
  return data[0] as T;
}

/** One page of each type, found from the API's answers as a reader would reach them. */
async function pageTypes(request: APIRequestContext): Promise<PageType[]> {
  const lead = await firstOf<{ type: string; url: string; reporter: number }>(request, '/api/newsall');
  const album = await firstOf<{ code: string; slug: string }>(request, '/api/photos');
  const poll = await firstOf<{ poll_id: number; name: string }>(request, '/api/pollsatpages');
  const sign = ZODIAC_SIGNS[0];
  if (!sign) throw new Error('no zodiac sign');
  const rendered = (name: string, path: string): PageType => ({ name, path, status: 200 });
  return [
    rendered('home', href.home()),
    rendered('list', href.newsList({ type: 'national' })),
    rendered('article', href.article({ type: lead.type, url: lead.url })),
    rendered('author', href.author({ id: encodeAuthorId(lead.reporter) })),
    rendered('album', href.album({ code: album.code, name: album.slug })),
    rendered('horoscope', href.astrologySign({ code: sign.code })),
    rendered('static page', href.about()),
    rendered('poll', href.sitePoll({ id: poll.poll_id, name: slugify(poll.name) })),
    { name: 'not found', path: '/no-such-page', status: 404 },
  ];
}

/** Runs vnu once over the documents (name → HTML); returns each document's errors. */
function vnuErrors(documents: Map<string, string>): Map<string, VnuMessage[]> {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0)
    throw new Error('the Nu HTML Checker needs Java: apt-get install default-jre-headless');
  const dir = mkdtempSync(join(tmpdir(), 'janmat-vnu-'));
  try {
    const files = [...documents].map(([name, html], i) => {
      const file = join(dir, `${i}.html`);
      writeFileSync(file, html);
      return { name, file };
    });
    const result = spawnSync(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files.map((f) => f.file)],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(result.stderr) as { messages: VnuMessage[] };
    const errors = new Map(files.map(({ name }) => [name, [] as VnuMessage[]]));
    for (const message of messages) {
      if (message.type !== 'error' && message.type !== 'non-document-error') continue;
      const owner = files.find(({ file }) => message.url === `file:${file}`)?.name ?? 'the checker itself';
      errors.set(owner, [...(errors.get(owner) ?? []), message]);
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function report(errors: Map<string, VnuMessage[]>): string {
  return [...errors]
    .filter(([, list]) => list.length > 0)
    .map(
      ([name, list]) =>
        `${name}:\n${list.map((m) => `  line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? `\n    ${m.extract.trim().slice(0, 160)}` : ''}`).join('\n')}`,
    )
    .join('\n');
}

function expectValid(errors: Map<string, VnuMessage[]>): void {
  const failing = [...errors].filter(([, list]) => list.length > 0).map(([name]) => name);
  expect(failing, `Nu HTML Checker errors:\n${report(errors)}`).toEqual([]);
}

/** The app has booted: the page's heading is shown, nothing is still loading, the network is quiet. */
async function booted(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

// One page of every type, from every section (journeys × sections: docs/journeys.md).
test.describe('Nu HTML Checker: no error on any type of page', {
  tag: ['@shell', '@news', '@media', '@polls', '@static'],
}, () => {
  test.describe.configure({ timeout: 180_000 });

  test("the server's HTML", async ({ request }) => {
    const documents = new Map<string, string>();
    for (const { name, path, status } of await pageTypes(request)) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status(), `${name} (${path})`).toBe(status);
      documents.set(`${name} (${path})`, await response.text());
    }
    expectValid(vnuErrors(documents));
  });

  test('the document after the app has booted', async ({ page, request }) => {
    const documents = new Map<string, string>();
    for (const { name, path } of await pageTypes(request)) {
      await page.goto(path);
      await booted(page);
      documents.set(`${name} (${path})`, await page.content());
    }
    expectValid(vnuErrors(documents));
  });
});
