import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { changedStaticBuild, NEW_HEADING, OLD_HEADING } from '../fixtures/changedStatic';
import {
  bringApp,
  expectChrome,
  NOT_FOUND,
  pageHeading,
  reachFor,
  SECTION_CONTROL,
  SECTION_FALLBACK,
} from '../fixtures/chrome';
import { E2E_PORT } from '../fixtures/env';
import { expect, tags, test } from '../fixtures/journey';
import { seedStory } from '../fixtures/pageTypes';
import { leaveAndStop, ROOT, serveFolder, startServer } from '../fixtures/processes';

/** Ports of this file's own CDN and site (apart from the ones other files use). */
const [CDN_PORT, SITE_PORT] = [E2E_PORT + 6, E2E_PORT + 7];

const ALL = tags('shell', 'news', 'media', 'polls', 'static');
/** Checks of the page the server renders for every reader (a browser taking a section from another build gets its pages rendered in the browser). */
const SERVER_VIEW = tags('shell', 'news', 'media', 'polls', 'static', 'server-view');

/** The seed's winter-session story: a published article no journey changes (the lead may be another journey's, and go). */
/** The page types a reader opens first, each with text its server HTML must already carry. */
async function pageTypes(page: Page): Promise<{ path: string; heading: string }[]> {
  const lead = await seedStory(page.request);
  return [
    { path: '/', heading: 'जनमत: आज की बड़ी ख़बरें' },
    { path: '/news/national', heading: 'राष्ट्रीय' },
    { path: `/news/${lead.type}/${lead.url}`, heading: lead.name },
    { path: '/videos', heading: 'वीडियो' },
    { path: '/photos', heading: 'फोटो गैलरी' },
    { path: '/astrology/leo', heading: '' },
    { path: '/aboutus', heading: 'हमारे बारे में' },
    { path: '/faqs', heading: 'अक्सर पूछे जाने वाले प्रश्न' },
    { path: '/createmypoll', heading: 'अपना पोल बनाएं' },
  ];
}

test(
  'every page type comes rendered from the server and hydrates, with the results it was rendered with, without a warning or a data request',
  SERVER_VIEW,
  async ({ page }) => {
    test.setTimeout(120_000);
    for (const { path, heading } of await pageTypes(page)) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain('<div id="root" data-ssr="">');
      expect(html, path).toContain('<h1');
      if (heading) expect(html, path).toContain(heading);
      // A page that waits for its reader does not carry its results: they come with its scripts. A
      // page with a form is the visitor's own (its one-time token) and carries them.
      const stateSrc = /<script id="janmat-state"[^>]* data-src="([^"]+)">null<\/script>/.exec(html)?.[1];
      const ownPage = path === '/createmypoll';
      if (ownPage) expect(html, path).toMatch(/<script id="janmat-state" type="application\/json">\{/);
      else expect(stateSrc, `${path}: results fetched with the scripts`).toMatch(/^\/api\/page-state\/[\w-]+$/);

      // Hydration warnings and console errors fail the journey (fixtures/journey.ts).
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        // Only this page's own requests (the previous page may still be finishing a lazy part).
        const onThisPage = new URL(page.url()).pathname === path;
        if (onThisPage && new URL(request.url()).pathname.startsWith('/api/')) dataRequests.push(request.url());
      });
      await page.goto(path);
      await expect(pageHeading(page)).toBeVisible();
      await page.evaluate(() => {
        (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1');
      });
      await reachFor(page);
      // A read page's first touch brings its islands; its first section control, the app, which
      // hydrates the whole page (decision 0032). A page without one stays the server's HTML.
      const withApp = (await page.locator(SECTION_CONTROL).count()) > 0;
      if (withApp) await bringApp(page);
      await page.waitForLoadState('networkidle');
      // Hydrated, not drawn again: the heading is the very element the server sent.
      expect(
        await page.evaluate(
          () => document.querySelector('main h1') === (window as { serverHeading?: Element | null }).serverHeading,
        ),
        `${path}: the server's heading hydrated`,
      ).toBe(true);
      await expect(page.locator('head title'), `${path}: one title`).toHaveCount(1);
      // What the first screen shows came with the page: its results, asked for once (the loader's
      // preload is the request the app reads), and nothing else (the home sidebar loads when scrolled to).
      const stateRequests = dataRequests.filter((url) => new URL(url).pathname === stateSrc);
      expect(stateRequests, `${path}: the page's results, once`).toHaveLength(ownPage || !withApp ? 0 : 1);
      if (path !== '/') expect(dataRequests.length, `${path}: data requests`).toBe(stateRequests.length);
      page.removeAllListeners('request');
    }
  },
);

test.describe('results gone', () => {
  // The browser reports the 404 of the results it asked for.
  test.use({ consoleErrors: 'expected' });

  test(
    "a page whose results are gone when its reader reaches for it (a write changed it since) is drawn again with today's data",
    SERVER_VIEW,
    async ({ page }) => {
      const lead = await seedStory(page.request);
      // As after a publish: the results this page was rendered with are no longer kept.
      await page.route('**/api/page-state/*', (route) => route.fulfill({ status: 404, json: { message: 'x' } }));
      await page.goto(`/news/${lead.type}/${lead.url}`);
      await reachFor(page);
      await expect(pageHeading(page)).toHaveText(lead.name);
      await expect(page.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeEnabled();
      await page.getByRole('button', { name: 'लिंक कॉपी करें' }).click();
      await expect(page.getByText('Copied!', { exact: true })).toBeVisible();
    },
  );
});

/** Addresses whose subject (an article, an author, a poll, an album) does not exist. */
const MISSING_SUBJECTS = [
  '/news/national/no-such-story',
  '/author/99999',
  '/polls/999999/x',
  '/pp/polls/99999/x',
  '/photos/no-album/x',
];

test(
  'a page whose subject does not exist comes whole from the server and hydrates without a warning or asking again',
  SERVER_VIEW,
  async ({ page }) => {
    for (const path of MISSING_SUBJECTS) {
      const answer = await page.request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).toMatch(new RegExp(`<h1[^>]*>${NOT_FOUND}</h1>`));

      // Hydration warnings and console errors fail the journey (fixtures/journey.ts).
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) dataRequests.push(request.url());
      });
      expect((await page.goto(path))?.status(), path).toBe(404);
      await expect(pageHeading(page)).toHaveText(NOT_FOUND);
      await page.waitForLoadState('networkidle');
      expect(dataRequests, `${path}: data requests`).toEqual([]);
      page.removeAllListeners('request');
    }
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'home, an article and its author read, links lead on, and forms are plain forms',
    SERVER_VIEW,
    async ({ page }) => {
      const lead = await seedStory(page.request);
      await page.goto('/');
      await expect(pageHeading(page)).toHaveText('जनमत: आज की बड़ी ख़बरें');
      await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'वीडियो' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'राज्य' }).getByRole('link').first()).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: lead.name }).first().click();
      await expect(page).toHaveURL(new RegExp(`/news/${lead.type}/${lead.url}$`));
      await expect(pageHeading(page)).toHaveText(lead.name);
      // The story's text is on the page: its first words, as the API gives its body.
      const article = (await (await page.request.get(`/api/newsdetails2/${lead.url}`)).json()).data[0];
      const firstWords = (article.des as string)
        .replace(/<[^>]*>/g, ' ')
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 4)
        .join(' ');
      expect(firstWords.length).toBeGreaterThan(0);
      expect((await page.getByRole('main').locator('p').allTextContents()).join(' ')).toContain(firstWords);

      // The forms are plain HTML forms, posted to their own page (forms-without-scripts.spec.ts sends them).
      for (const form of ['/createmypoll', '/contactus']) {
        await page.goto(form);
        await expect(page.locator(`form[method="post"][action="${form}"]`), form).toHaveCount(1);
        await expect(page.getByRole('main').getByRole('button', { name: /बनाएं|भेजें/ }), form).toBeEnabled();
      }
    },
  );

  test(
    'a reader who follows a dead link searches from its page for what they were after',
    SERVER_VIEW,
    async ({ page }) => {
      expect((await page.goto(MISSING_SUBJECTS[0] ?? ''))?.status()).toBe(404);
      await expect(pageHeading(page)).toHaveText(NOT_FOUND);
      const search = page.getByRole('main').getByRole('search', { name: 'जो ढूंढ रहे थे, उसे खोजें' });
      await search.getByRole('searchbox').fill('sheetkalin satra');
      await search.getByRole('button', { name: 'खोजें' }).click();
      await expect(page).toHaveURL(/\/search\?q=sheetkalin\+satra$/);
      await expect(pageHeading(page)).toHaveText('“sheetkalin satra” के लिए खोज नतीजे');
      await expect(page.getByRole('main').getByRole('link', { name: /^शीतकालीन सत्र से पहले सर्वदलीय बैठक/ })).toBeVisible();
    },
  );

  test(
    'lists, an album, a horoscope, static pages (the FAQ opens) and a poll read without scripts',
    SERVER_VIEW,
    async ({ page }) => {
      const albums = (await (await page.request.get('/api/photos')).json()).data;
      const polls = (await (await page.request.get('/api/pollsathome')).json()).data;
      for (const path of [
        '/news/national',
        `/photos/${albums[0].code}/${albums[0].slug}`,
        '/astrology/leo',
        '/aboutus',
        '/privacy',
        `/pp/polls/${polls[0].poll_id}/poll`,
      ]) {
        await page.goto(path);
        await expect(pageHeading(page), path).toBeVisible();
        await expect(page.getByText(SECTION_FALLBACK), path).toHaveCount(0);
      }
      // The FAQ's answers open without scripts (`<details>`).
      await page.goto('/faqs');
      const join = page.getByRole('main').locator('details').nth(2);
      await join.locator('summary').click();
      await expect(join.getByRole('link', { name: 'खबर भेजें पेज पर जाएँ' })).toBeVisible();
    },
  );
});

/**
 * The static section as deployed on a CDN folder of its own (`prepare` may change the folder first)
 * and a site that takes it from there; `use` gets the folder and the site's address. The reader's
 * `page` leaves the site before its servers stop: a request it made to a stopped server would fail
 * and count against the journey.
 */
async function withStaticApart(
  page: Page,
  prepare: (folder: string) => void,
  use: (folder: string, siteUrl: string) => Promise<void>,
): Promise<void> {
  const deployed = mkdtempSync(join(tmpdir(), 'janmat-cdn-'));
  cpSync(join(ROOT, 'mfe-static', 'dist'), deployed, { recursive: true });
  prepare(deployed);
  const cdn = await serveFolder(deployed, CDN_PORT);
  const site = await startServer(SITE_PORT, { REMOTE_STATIC_URL: `${cdn.url}/mf-manifest.json` });
  try {
    await use(deployed, site.url);
  } finally {
    await leaveAndStop(page, site, cdn);
    rmSync(deployed, { recursive: true, force: true });
  }
}

// Servers of its own on this machine: left out against a deployment (E2E_BASE_URL).
test.describe('one section deployed apart', { tag: '@local' }, () => {
  test.setTimeout(180_000);

  test(
    'a section whose server container cannot be loaded is rendered by the browser; the rest comes from the server',
    ALL,
    async ({ page }) => {
      const withoutServerBuild = (folder: string) => rmSync(join(folder, 'server'), { recursive: true, force: true });
      await withStaticApart(page, withoutServerBuild, async (_folder, siteUrl) => {
        const response = await page.request.get(`${siteUrl}/aboutus`);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain('<div id="root" data-ssr="">');
        expect(html).toContain('aria-label="मुख्य"');
        expect(html).not.toContain('<h1');

        await page.goto(`${siteUrl}/aboutus`);
        await expect(pageHeading(page)).toHaveText('हमारे बारे में');
        await expectChrome(page);
      });
    },
  );

  test('redeploying a section changes the server-rendered page without a server restart', ALL, async ({ page }) => {
    await withStaticApart(
      page,
      () => undefined,
      async (deployed, siteUrl) => {
        const serverHeading = async () => {
          const html = await (await page.request.get(`${siteUrl}/aboutus`)).text();
          return html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? '';
        };
        expect(await serverHeading()).toBe(OLD_HEADING);
        cpSync(await changedStaticBuild(), deployed, { recursive: true });

        await expect.poll(serverHeading, { timeout: 30_000 }).toBe(NEW_HEADING);
        await page.goto(`${siteUrl}/aboutus`);
        await expect(pageHeading(page)).toHaveText(NEW_HEADING);
        await page.waitForLoadState('networkidle');
      },
    );
  });
});
