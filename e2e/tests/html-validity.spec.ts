import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/journey';
import { everyPageType } from '../fixtures/pageTypes';

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

/**
 * The app has booted: the page's heading is shown, nothing is still loading, the network is quiet.
 * A key is pressed first (Shift, which does nothing on its own): a page whose scripts wait for the
 * reader's first touch or key then loads them too.
 */
async function booted(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Shift');
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
    for (const { name, path, status } of await everyPageType(request)) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status(), `${name} (${path})`).toBe(status);
      documents.set(`${name} (${path})`, await response.text());
    }
    expectValid(vnuErrors(documents));
  });

  test('the document after the app has booted', async ({ page, request }) => {
    const documents = new Map<string, string>();
    for (const { name, path } of await everyPageType(request)) {
      await page.goto(path);
      await booted(page);
      documents.set(`${name} (${path})`, await page.content());
    }
    expectValid(vnuErrors(documents));
  });
});
