import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { href } from '@janmat/shared/contracts';
import { type APIRequestContext, type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../fixtures/env';

/**
 * The site's own Devanagari face (shared/fonts), seen from a device that has no Devanagari font:
 * Chromium started with a fontconfig that keeps this machine's fonts but refuses every font that
 * covers Hindi, so the result does not depend on which fonts the machine has.
 */
const FONT_PATH = /^\/fonts\/janmat-devanagari\.[0-9a-f]{12}\.woff2$/;
const FAMILY = 'Janmat Devanagari';

const NO_DEVANAGARI_FONTS = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont><pattern><patelt name="lang"><string>hi</string></patelt></pattern></rejectfont></selectfont>
</fontconfig>
`;

let dir: string;
let browser: Browser;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'janmat-fonts-'));
  writeFileSync(join(dir, 'fonts.conf'), NO_DEVANAGARI_FONTS);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    env: { ...process.env, FONTCONFIG_FILE: join(dir, 'fonts.conf') },
  });
});

test.afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function articlePath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/newsall');
  const { data } = (await response.json()) as { data: { type: string; url: string }[] };
  const lead = data[0];
  if (!lead) throw new Error('/api/newsall is empty');
  return href.article({ type: lead.type, url: lead.url });
}

/** Sums the page's layout shifts from its start (read with `layoutShift(page)`). */
function recordLayoutShifts(): void {
  const win = window as unknown as { layoutShift: number };
  win.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!entry.hadRecentInput) win.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/** The page is shown and its fonts are settled. */
async function shown(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * The fonts Chromium drew an element's text with: the shipped face (a web font whose own name is
 * Noto Sans Devanagari) must draw the Hindi; the device's fonts at most the other characters
 * (spaces, digits, punctuation), so no Hindi letter is drawn as a box by another font.
 */
async function expectHindiInShippedFace(page: Page, selector: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, `${selector} is on the page`).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  const text = (await page.locator(selector).first().textContent()) ?? '';
  const otherCharacters = [...text].filter((c) => !/[\u0900-\u097f\u200c\u200d]/.test(c)).length;
  const glyphs = (custom: boolean) =>
    fonts
      .filter((font) => font.isCustomFont === custom && (!custom || font.familyName === 'Noto Sans Devanagari'))
      .reduce((sum, font) => sum + font.glyphCount, 0);
  const drawn = `${selector}: ${JSON.stringify(fonts)}`;
  expect(glyphs(true), drawn).toBeGreaterThan(0);
  expect(glyphs(false), drawn).toBeLessThanOrEqual(otherCharacters);
  await cdp.detach();
}

// An article and the home page, read only (journeys × sections: docs/journeys.md).
test.describe('the Devanagari face on a device without one', { tag: ['@shell', '@news', '@polls', '@smoke'] }, () => {
  test('Hindi is drawn with the shipped face, downloaded once as a hashed file cached for a year; the first page does not move', async ({
    baseURL,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(`font-family: "${FAMILY}"`);
    expect(html, 'no font preload: readers with a Devanagari font must not download it').not.toMatch(
      /<link[^>]+as="font"/,
    );

    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(recordLayoutShifts);
    const fonts: { path: string; status: number; headers: Record<string, string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font')
        fonts.push({ path: new URL(response.url()).pathname, status: response.status(), headers: response.headers() });
    });
    await page.goto(await articlePath(request));
    await shown(page);

    expect(fonts, 'one font file').toHaveLength(1);
    const [font] = fonts;
    expect(font?.path).toMatch(FONT_PATH);
    expect(font?.status).toBe(200);
    expect(font?.headers['content-type']).toBe('font/woff2');
    expect(font?.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect(await page.evaluate((family) => document.fonts.check(`700 24px "${family}"`, 'जनमत'), FAMILY)).toBe(true);
    await expectHindiInShippedFace(page, 'main h1');
    await expectHindiInShippedFace(page, 'nav[aria-label="मुख्य"] a');
    // The page waited for the face (shared/fonts/fontWait.js): shown once, in it, it never moved.
    expect(await layoutShift(page)).toBe(0);
    await expect(page.locator('html')).not.toHaveClass(/janmat-font-wait/);
    await context.close();
  });

  test('a reader who has it already: taken from the cache, nothing moves', async ({ baseURL, request }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(recordLayoutShifts);
    await page.goto(await articlePath(request));
    await shown(page);

    await page.goto(href.home());
    await shown(page);
    const transferred = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    expect(transferred, 'the face, from the cache').toEqual([0]);
    await expectHindiInShippedFace(page, 'main h1');
    expect(await layoutShift(page)).toBe(0);
    await context.close();
  });
});
