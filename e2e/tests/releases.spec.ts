import { href } from '@janmat/shared';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { NEW_HEADING, OLD_HEADING } from '../fixtures/changedStatic';
import { footer, pageHeading, reachFor, SECTION_FALLBACK } from '../fixtures/chrome';
import { startEdge } from '../fixtures/edge';
import { E2E_PORT } from '../fixtures/env';
import { expect, tags, test } from '../fixtures/journey';
import {
  goOffline,
  holds,
  keptCopy,
  OFFLINE,
  PAGES_CACHE,
  SAVED_CACHE,
  saveButton,
  saveStory,
  twoStories,
} from '../fixtures/offline';
import { watchPageProblems } from '../fixtures/pageProblems';
import { type Running, serveFolder, startServer } from '../fixtures/processes';
import {
  buildStaticReleases,
  postgresDatabase,
  RELEASE_TOKEN,
  releaseApi,
  type StaticBuilds,
} from '../fixtures/releases';

/**
 * Section releases (docs/releasing.md) on two server processes on one PostgreSQL database, one of
 * them behind the edge: a build of the static section made in the test, released as a canary for
 * half the buckets, promoted, rolled back, refused when spoiled, and rolled back by the guardrails
 * when it throws in readers' browsers; and a reader whose browser runs the site's service worker,
 * with a saved article, across a release and its rollback. Ports of their own: E2E_PORT + 13 to 16.
 */
const [CDN_PORT, SITE_PORT, OTHER_PORT, EDGE_PORT] = [13, 14, 15, 16].map((n) => E2E_PORT + n) as [
  number,
  number,
  number,
  number,
];
/** A page's real token, edited to name another build of the static section (its signature kept). */
function renamed(token: string): string {
  const [body = '', signature = ''] = token.split('.');
  const payload = Buffer.from(body, 'base64url').toString('utf8');
  const edited = payload.replace(/static:\d+/, 'static:1');
  expect(edited).not.toBe(payload);
  return `${Buffer.from(edited, 'utf8').toString('base64url')}.${signature}`;
}

const releaseTags = { tag: [...tags('shell', 'static', 'local').tag, '@releases'] };

/** A reader in bucket `cohort`, at an address of their own. */
async function reader(browser: Browser, site: string, cohort: number, address: string): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  await context.addCookies([{ name: 'janmat_cohort', value: String(cohort), url: site }]);
  return context;
}

const serverHeading = async (request: APIRequestContext, url: string, cohort: number) =>
  /<h1[^>]*>([^<]*)<\/h1>/.exec(
    await (await request.get(url, { headers: { cookie: `janmat_cohort=${cohort}` } })).text(),
  )?.[1];

test.describe
  .serial('section releases', () => {
    let builds: StaticBuilds | undefined;
    let cdn: Running | undefined;
    let site: Running | undefined;
    let other: Running | undefined;
    let edge: Running | undefined;
    let drop: (() => Promise<void>) | undefined;
    const manifest = (build: string) => `${cdn?.url}/${build}/mf-manifest.json`;
    /** A change answered at `since` is the other process's within a second: its /remotes.json names `live`. */
    const reachesOther = async (request: APIRequestContext, since: number, live: string, change: string) => {
      await expect
        .poll(async () => (await (await request.get(`${other!.url}/remotes.json`)).json()).static, {
          intervals: [20],
          timeout: 1_000,
        })
        .toBe(live);
      const reached = Date.now() - since;
      test.info().annotations.push({ type: `${change} on the other process`, description: `${reached} ms` });
      expect(reached).toBeLessThan(1_000);
    };

    test.beforeAll(async () => {
      test.setTimeout(600_000);
      builds = await buildStaticReleases();
      cdn = await serveFolder(builds.root, CDN_PORT);
      const database = await postgresDatabase();
      drop = database.drop;
      const env = {
        DATABASE_URL: database.url,
        RELEASE_TOKEN,
        TRUST_PROXY: '127.0.0.1',
        RATE_LIMIT_MAX: '100000',
        PAGE_RENDERS_PER_MIN: '0',
        EDGE_PURGE_URLS: `http://127.0.0.1:${EDGE_PORT}/`,
        // The CDN folder's origin: builds may come from there and from nowhere else.
        RELEASE_MANIFEST_ORIGINS: `http://127.0.0.1:${CDN_PORT}`,
        // Small windows: the guardrails judge every half second on one view each; only errors count
        // here (one reader's LCP is no measure of a build).
        RELEASE_CHECK_MS: '500',
        RELEASE_MIN_VIEWS: '1',
        // Every reader here comes from 127.0.0.1: one network.
        RELEASE_MIN_NETWORKS: '1',
        RELEASE_MAX_SLOWDOWN: '10',
        // Every page boots its app, so each visit loads its sections' code (a read page's islands
        // load it only when a section's control is reached: decision 0032).
        ISLANDS: 'off',
      };
      site = await startServer(SITE_PORT, env);
      other = await startServer(OTHER_PORT, env);
      edge = await startEdge([site.url], EDGE_PORT);
    });
    test.afterAll(async () => {
      await edge?.stop();
      await other?.stop();
      await site?.stop();
      await cdn?.stop();
      await drop?.();
      builds?.remove();
    });

    test(
      'a build that fails pre-flight is refused with the reason, and readers keep the live one',
      releaseTags,
      async ({ request }) => {
        test.setTimeout(120_000);
        const api = releaseApi(request, site!.url);
        const live = (await api.status()).sections.find((s: { section: string }) => s.section === 'static').live;
        const refusals: [string, string][] = [
          [manifest('wrong-name'), 'name'],
          [manifest('missing-module'), 'exposes'],
          [manifest('shared-major'), 'shared'],
          [`http://127.0.0.1:${CDN_PORT}/nowhere/mf-manifest.json`, 'manifest'],
          // An origin RELEASE_MANIFEST_ORIGINS does not list: refused before any request.
          ['http://169.254.169.254/latest/meta-data/mf-manifest.json', 'manifest'],
          [manifest('throws-on-server'), 'render'],
        ];
        for (const [url, step] of refusals) {
          const answer = await api.release('static', url, 50);
          expect(answer.status(), url).toBe(422);
          const body = await answer.json();
          expect(body.step, url).toBe(step);
          expect(body.message.length).toBeGreaterThan(0);
        }
        const after = (await api.status()).sections.find((s: { section: string }) => s.section === 'static');
        expect(after.live).toEqual(live);
        expect(after.canary).toBeNull();
        const history = await api.history('static');
        expect(history.items.slice(0, refusals.length).map((h: { action: string }) => h.action)).toEqual(
          refusals.map(() => 'refused'),
        );
      },
    );

    test(
      'a 50 % canary: bucket 10 gets the new build and bucket 90 the old, in the server’s HTML, after hydration and through the edge',
      releaseTags,
      async ({ browser, request }) => {
        test.setTimeout(120_000);
        const api = releaseApi(request, site!.url);
        expect((await api.release('static', manifest('b2'), 50)).status()).toBe(201);
        for (const [cohort, heading] of [
          [10, NEW_HEADING],
          [90, OLD_HEADING],
        ] as const) {
          const context = await reader(browser, site!.url, cohort, `10.77.0.${cohort}`);
          const problems = watchPageProblems(context);
          const page = await context.newPage();
          await page.goto(`${site!.url}/aboutus`);
          await expect(pageHeading(page)).toHaveText(heading);
          await reachFor(page);
          await expect(pageHeading(page)).toHaveText(heading);
          expect(problems.hydration).toEqual([]);
          expect(problems.errors).toEqual([]);
          await context.close();
          // The other process composes the same page for the same bucket.
          expect(await serverHeading(request, `${other!.url}/aboutus`, cohort)).toBe(heading);
        }
        // Through the edge: each bucket's copy is kept apart, and a newcomer is given a bucket.
        for (const [cohort, heading] of [
          [10, NEW_HEADING],
          [90, OLD_HEADING],
          [10, NEW_HEADING],
          [90, OLD_HEADING],
        ] as const) {
          const answer = await request.get(`${edge!.url}/aboutus`, { headers: { cookie: `janmat_cohort=${cohort}` } });
          expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(await answer.text())?.[1]).toBe(heading);
        }
        const again = await request.get(`${edge!.url}/aboutus`, { headers: { cookie: 'janmat_cohort=90' } });
        expect(again.headers()['x-cache']).toBe('HIT');
        const newcomer = await request.get(`${edge!.url}/aboutus`);
        const bucket = Number(/janmat_cohort=(\d+)/.exec(newcomer.headers()['set-cookie'] ?? '')?.[1]);
        expect(bucket).toBeGreaterThanOrEqual(0);
        expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(await newcomer.text())?.[1]).toBe(bucket < 50 ? NEW_HEADING : OLD_HEADING);
      },
    );

    test(
      'a page rendered before a promotion hydrates with its own build; the promotion reaches the other process within a second',
      releaseTags,
      async ({ browser, request }) => {
        test.setTimeout(120_000);
        const context = await reader(browser, site!.url, 90, '10.77.1.90');
        const problems = watchPageProblems(context);
        const page = await context.newPage();
        await page.goto(`${site!.url}/aboutus`);
        await expect(pageHeading(page)).toHaveText(OLD_HEADING);

        // From the answer: the promotion is made (and told to the other processes) before it is sent.
        expect((await releaseApi(request, site!.url).promote('static')).status()).toBe(200);
        await reachesOther(request, Date.now(), manifest('b2'), 'promotion');

        // The page already open keeps the build it was rendered with, without a mismatch.
        await reachFor(page);
        await expect(pageHeading(page)).toHaveText(OLD_HEADING);
        expect(problems.hydration).toEqual([]);
        await page.reload();
        await expect(pageHeading(page)).toHaveText(NEW_HEADING);
        await context.close();
      },
    );

    test(
      'rollback in one step: the previous build is back on both processes',
      releaseTags,
      async ({ page, request }) => {
        expect((await releaseApi(request, site!.url).rollback('static')).status()).toBe(200);
        const rolledBack = Date.now();
        const previous = (await (await request.get(`${site!.url}/remotes.json`)).json()).static;
        expect(previous).not.toBe(manifest('b2'));
        await reachesOther(request, rolledBack, previous, 'rollback');
        // Its pages are composed with it (a page is made in its own time, which is not the notice's).
        expect(await serverHeading(request, `${other!.url}/aboutus`, 90)).toBe(OLD_HEADING);
        await page.goto(`${site!.url}/aboutus`);
        await expect(pageHeading(page)).toHaveText(OLD_HEADING);
      },
    );

    test.describe('a reader with the site’s worker', () => {
      // Offline, the pages' own requests fail as they do for any reader without a network: the
      // browser reports each in the console. Online, the reader's pages are watched for problems.
      test.use({ consoleErrors: 'expected' });

      test('the service worker across a section release: the new build at the next visit, the saved article offline as before, the old build back after a rollback', {
        tag: [...tags('shell', 'news', 'media', 'polls', 'static', 'local').tag, '@releases'],
      }, async ({ browser, request }) => {
        test.setTimeout(120_000);
        const api = releaseApi(request, site!.url);
        const context = await reader(browser, edge!.url, 10, '10.77.3.10');
        const problems = watchPageProblems(context);
        const page = await context.newPage();
        const at = (path: string) => `${edge!.url}${path}`;
        const [story] = await twoStories(context.request, edge!.url);
        /**
         * The about page, on the reader's next visit: from the network through the worker, of `build`.
         * The edge is purged just after the release's answer: the visit waits until it has been.
         */
        const visitAbout = async (heading: string, build: (url: URL) => boolean) => {
          await expect.poll(() => serverHeading(request, at(href.about()), 10)).toBe(heading);
          const sectionCode = page.waitForRequest((asked) => build(new URL(asked.url())));
          expect((await page.goto(at(href.about())))?.fromServiceWorker()).toBe(true);
          await expect(pageHeading(page)).toHaveText(heading);
          await reachFor(page);
          await sectionCode;
          await expect(pageHeading(page)).toHaveText(heading);
        };
        const canary = (url: URL) => url.href === manifest('b2');
        const live = (url: URL) => url.pathname === '/remotes/static/mf-manifest.json';
        /** With the network cut: the saved article reads as it did online, with no control that cannot work. */
        const readSaved = async (firstParagraph: string) => {
          expect((await page.goto(at(story.path)))?.fromServiceWorker()).toBe(true);
          await expect(pageHeading(page)).toHaveText(story.name);
          await expect(page.locator('article')).toContainText(firstParagraph);
          const photo = page.getByRole('main').locator('img').first();
          await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
          await expect(saveButton(page)).toBeHidden();
          await expect(page.getByText(SECTION_FALLBACK)).toHaveCount(0);
        };

        // The worker is active (a saved article), and the reader has just read the about page.
        await saveStory(page, story, edge!.url);
        const firstParagraph = (await page.locator('article p').first().textContent())?.trim() ?? '';
        expect(firstParagraph.length).toBeGreaterThan(0);
        await visitAbout(OLD_HEADING, live);

        // A canary of the static section for half the buckets, the reader's among them: their next
        // visit, seconds after the last, is the new build's page and code.
        expect((await api.release('static', manifest('b2'), 50)).status()).toBe(201);
        await visitAbout(NEW_HEADING, canary);
        // The home page seen now is kept as its latest copy: made of the canary's builds.
        await page.goto(at(href.home()));
        const lead = (await page.getByRole('main').getByRole('link').first().textContent())?.trim() ?? '';
        expect(lead.length).toBeGreaterThan(0);
        await expect.poll(async () => (await keptCopy(page, PAGES_CACHE, href.home())) ?? '').toContain(manifest('b2'));
        expect(problems.errors).toEqual([]);

        await goOffline(page);
        await readSaved(firstParagraph);
        await page.goto(at(href.about()));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE);
        await page.getByRole('link', { name: story.name }).click();
        await expect(pageHeading(page)).toHaveText(story.name);
        await context.setOffline(false);

        // Rolled back: the next visit is the old build's page and code, and the saved copy stays.
        expect((await api.rollback('static')).status()).toBe(200);
        await visitAbout(OLD_HEADING, live);
        expect(await holds(page, SAVED_CACHE, story.path)).toBe(true);
        await goOffline(page);
        await readSaved(firstParagraph);

        // The home page kept during the canary, read offline. The network comes back while it is
        // shown and the reader reaches for it: it asks for no code of the builds it was made of, and
        // its links open pages of the live builds.
        await page.goto(at(href.home()));
        await expect(page.getByRole('main')).toContainText(lead);
        await context.setOffline(false);
        // What the copy asks for, until the reader leaves it (the next page may fetch its own scripts ahead).
        const code: string[] = [];
        let onCopy = true;
        page.on('request', (asked) => {
          onCopy &&= !asked.isNavigationRequest();
          if (onCopy && /\.js$|mf-manifest\.json$/.test(new URL(asked.url()).pathname)) code.push(asked.url());
        });
        await page.keyboard.press('Shift');
        await footer(page).getByRole('link', { name: 'हमारे बारे में' }).click();
        await expect(pageHeading(page)).toHaveText(OLD_HEADING);
        expect(code).toEqual([]);
        expect(problems.hydration).toEqual([]);
        await context.close();
      });
    });

    test.describe('readers’ health', () => {
      test.use({ consoleErrors: 'expected' });

      test(
        'forged beacons do not count, and a canary that throws in readers’ browsers is rolled back by the guardrails, saying why',
        releaseTags,
        async ({ browser, request }) => {
          test.setTimeout(120_000);
          const api = releaseApi(request, site!.url);
          expect((await api.release('static', manifest('throws-in-browser'), 50)).status()).toBe(201);
          const canaryOf = async () =>
            (await api.status()).sections.find((s: { section: string }) => s.section === 'static');

          // Forged: no token, a made-up one, a real one changed to name other builds; sent as if from
          // the site's own page (a script can claim so; another site's page cannot, beacons.spec.ts).
          const html = await (
            await request.get(`${site!.url}/aboutus`, { headers: { cookie: 'janmat_cohort=10' } })
          ).text();
          const token = /data-rum="([^"]+)"/.exec(html)?.[1] ?? '';
          expect(token).not.toBe('');
          const forged = [
            { errors: { static: 3 } },
            { token: 'static~lzz~static:1.AAAA', errors: { static: 3 } },
            { token: renamed(token), errors: { static: 3 } },
          ];
          for (const [i, beacon] of forged.entries()) {
            const answer = await request.post(`${site!.url}/api/rum`, {
              headers: {
                'content-type': 'text/plain',
                'x-forwarded-for': `10.78.0.${i}`,
                'sec-fetch-site': 'same-origin',
                origin: 'null',
              },
              data: JSON.stringify(beacon),
            });
            expect([204, 400]).toContain(answer.status());
          }
          const before = await canaryOf();
          expect(before.health.canary.views).toBe(0);
          expect(before.canary).not.toBeNull();

          // Real readers: one on the live build, one on the canary, whose page breaks in their browser.
          // Each page sends its beacon when the reader leaves it.
          const visit = async (
            cohort: number,
            address: string,
            shows: (page: Page) => Locator,
            counted: () => Promise<unknown>,
            expected: unknown,
          ) => {
            const context = await reader(browser, site!.url, cohort, address);
            const page = await context.newPage();
            const beaconLoaded = page.waitForResponse(/health-beacon/);
            await page.goto(`${site!.url}/aboutus`);
            await reachFor(page);
            await beaconLoaded;
            await expect(shows(page)).toBeVisible();
            await page.goto('about:blank');
            await expect.poll(counted, { timeout: 15_000 }).toBe(expected);
            await context.close();
          };
          // (The browser sends a beacon without the test's address header: the server sees 127.0.0.1, whose
          // network counts once per build per minute, so this reader's view may be one an earlier reader made.)
          await visit(
            90,
            '10.78.1.90',
            (page) => pageHeading(page).getByText(OLD_HEADING),
            async () => (await canaryOf()).health.live.views >= 1,
            true,
          );
          await visit(
            10,
            '10.78.1.10',
            (page) => page.getByText(SECTION_FALLBACK),
            async () => (await api.history('static')).items[0]?.action,
            'auto-rollback',
          );
          const [entry] = (await api.history('static')).items;
          expect(entry.actor).toBe('guardrail');
          expect(entry.reason).toMatch(/error|त्रुटि/i);
          expect((await canaryOf()).canary).toBeNull();
        },
      );
    });
  });
