import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Response } from '@playwright/test';
import { changedStaticBuild, NEW_HEADING, OLD_HEADING } from '../fixtures/changedStatic';
import {
  bringApp,
  expectChrome,
  footer,
  mainNav,
  pageHeading,
  RETRY,
  reachFor,
  SECTION_CONTROL,
  SECTION_FALLBACK,
} from '../fixtures/chrome';
import { sectionFiles } from '../fixtures/composition';
import { EXTRA_PORTS } from '../fixtures/env';
import { expect, tags, test } from '../fixtures/journey';
import { hashTree, leaveAndStop, ROOT, serveFolder, startServer } from '../fixtures/processes';

/** Follows a link and checks the page it leads to rendered through its section (an h1, no fallback). */
async function follow(page: Page, link: ReturnType<Page['getByRole']>, url: RegExp) {
  await link.click();
  await expect(page).toHaveURL(url);
  await expect(pageHeading(page)).toBeVisible();
  await expect(page.getByText(SECTION_FALLBACK)).toHaveCount(0);
}

test(
  'one session walks all four sections without a reload, and React is downloaded once',
  tags('shell', 'news', 'media', 'polls', 'static', 'smoke'),
  async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto('/contactus');
    await expect(pageHeading(page)).toBeVisible();
    await expectChrome(page);
    // Before the reader's first interaction a link loads its page from the server, and so it does
    // on a page of islands; once the reader reaches for a section's control (the contact form's first
    // field), the app takes the page over, links and all.
    await reachFor(page);
    await bringApp(page);
    await page.evaluate(() => {
      (window as unknown as { sessionMarker: string }).sessionMarker = 'same page';
    });

    await follow(page, mainNav(page).getByRole('link', { name: 'वीडियो' }), /\/videos$/); // media
    await expect(pageHeading(page)).toBeFocused();
    await follow(page, mainNav(page).getByRole('link', { name: 'वोट करें' }), /\/createmypoll$/); // polls
    await follow(page, footer(page).getByRole('link', { name: 'हमारे बारे में' }), /\/aboutus$/); // static
    await follow(page, mainNav(page).getByRole('link', { name: 'राष्ट्रीय', exact: true }), /\/news\/national$/); // news
    await follow(page, page.getByRole('banner').getByRole('link', { name: 'जनमत — होम' }), /\/$/);

    expect(await page.evaluate(() => (window as unknown as { sessionMarker?: string }).sessionMarker)).toBe(
      'same page',
    );
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    const bodies = await Promise.all(scripts);
    const containing = (text: string) => bodies.filter((body) => body.includes(text)).length;
    expect(containing('react.production.js')).toBe(1);
    expect(containing('react-dom-client.production.js')).toBe(1);
  },
);

// The browser logs what these journeys break on purpose (refused connections, a failed manifest).
test.describe('a part that cannot be loaded', () => {
  test.use({ consoleErrors: 'expected' });

  test(
    'a remote that cannot be reached: the chrome and other sections work, and retry recovers',
    tags('shell', 'news', 'media', 'polls', 'static', 'smoke'),
    async ({ page }) => {
      const { manifest, entry } = sectionFiles('media');
      const unreachable = (route: { abort(code: string): Promise<void> }) => route.abort('connectionrefused');
      await page.route(manifest, unreachable);
      await page.route(entry, unreachable);

      await page.goto('/contactus');
      await expect(pageHeading(page)).toBeVisible();
      await reachFor(page);
      await bringApp(page);
      await mainNav(page).getByRole('link', { name: 'वीडियो' }).click();
      await expect(page).toHaveURL(/\/videos$/);
      await expect(page.getByText(SECTION_FALLBACK)).toBeVisible();
      await expectChrome(page);

      await follow(page, footer(page).getByRole('link', { name: 'हमारे बारे में' }), /\/aboutus$/);
      await page.goBack();
      await expect(page.getByText(SECTION_FALLBACK)).toBeVisible();

      await page.unroute(manifest);
      await page.unroute(entry);
      await page.getByRole('button', { name: RETRY }).click();
      await expect(pageHeading(page)).toBeVisible();
      await expect(page.getByText(SECTION_FALLBACK)).toHaveCount(0);
    },
  );

  test(
    'an entry script that fails once is fetched again without the reader noticing',
    tags('shell', 'media', 'smoke'),
    async ({ page }) => {
      let failures = 0;
      await page.route(sectionFiles('media').entry, (route) => {
        if (failures > 0) return route.continue();
        failures += 1;
        return route.abort('connectionreset');
      });
      await page.goto('/videos');
      await expect(pageHeading(page)).toBeVisible();
      // The server-rendered page shows its heading before its scripts are asked for: they load
      // when the reader reaches for it.
      await reachFor(page);
      await expect.poll(() => failures).toBe(1);
      await page.waitForLoadState('networkidle');
      await expect(pageHeading(page)).toBeVisible();
      await expect(page.getByText(SECTION_FALLBACK)).toHaveCount(0);
    },
  );

  test.describe('while the page it was rendered with is hydrating', () => {
    // The server rendered the section the browser cannot load: React renders that part again (#422).
    test.use({ hydrationErrors: 'expected' });

    test(
      'a page that names no builds, without /remotes.json: the chrome still boots, each section offers a retry, and retry recovers',
      tags('shell', 'static', 'smoke'),
      async ({ page }) => {
        // A page names the builds it was rendered with, and the shell registers those; one without
        // them (as a server without releases would send) reads /remotes.json, which fails here.
        await page.route('**/contactus', async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(/<script id="janmat-composition"[^>]*>[^<]*<\/script>/, '');
          await route.fulfill({ response, body });
        });
        await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
        await page.goto('/contactus');
        await expectChrome(page);
        await reachFor(page);
        // The reader reaches for the form: the app comes, and cannot load the section.
        await page.locator(SECTION_CONTROL).first().focus();
        await expect(page.getByText(SECTION_FALLBACK)).toBeVisible();

        await page.unroute('**/remotes.json');
        await page.getByRole('button', { name: RETRY }).click();
        await expect(pageHeading(page)).toBeVisible();
        await expect(page.getByText(SECTION_FALLBACK)).toHaveCount(0);
      },
    );
  });
});

test(
  'deploying one remote changes the running site and leaves the shell untouched',
  tags('shell', 'static', 'local'),
  async ({ page }) => {
    test.setTimeout(120_000);
    const shellDist = join(ROOT, 'shell', 'dist');
    const shellBefore = hashTree(shellDist);
    // A CDN folder holding the static section as it is deployed today, and a site pointing at it.
    const deployed = mkdtempSync(join(tmpdir(), 'janmat-cdn-'));
    cpSync(join(ROOT, 'mfe-static', 'dist'), deployed, { recursive: true });
    const [cdnPort, sitePort] = EXTRA_PORTS;
    const cdn = await serveFolder(deployed, cdnPort);
    const site = await startServer(sitePort, {
      REMOTE_STATIC_URL: `${cdn.url}/mf-manifest.json`,
      RATE_LIMIT_MAX: '100000',
      // The page boots its app, which loads the section's code from the CDN at the reader's first touch
      // (a page of islands would load it only with a section's control: decision 0032).
      ISLANDS: 'off',
    });
    try {
      const fromCdn: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(cdn.url)) fromCdn.push(response.url());
      });
      await page.goto(`${site.url}/aboutus`);
      await expect(pageHeading(page)).toHaveText(OLD_HEADING);
      // The server-rendered page shows its heading before its scripts are asked for: they load
      // when the reader reaches for it.
      await reachFor(page);
      await expect.poll(() => fromCdn).toContain(`${cdn.url}/remoteEntry.js`);

      // The section's team changes one text, builds its package alone and publishes its dist.
      cpSync(await changedStaticBuild(), deployed, { recursive: true });

      // The server takes the new build up within seconds (it re-reads manifests); a page it rendered
      // with the old build meanwhile would be rendered again by the browser.
      const serverHtml = async () => (await page.request.get(`${site.url}/aboutus`)).text();
      await expect.poll(serverHtml, { timeout: 30_000 }).toContain(NEW_HEADING);
      await page.reload();
      await expect(pageHeading(page)).toHaveText(NEW_HEADING);
      await expectChrome(page);
      expect(hashTree(shellDist)).toEqual(shellBefore);
    } finally {
      await leaveAndStop(page, site, cdn);
      rmSync(deployed, { recursive: true, force: true });
    }
  },
);
