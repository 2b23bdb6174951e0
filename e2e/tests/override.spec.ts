import { OVERRIDE_COOKIE } from '@janmat/shared/composition';
import type { BrowserContext, Page } from '@playwright/test';
import { footer, pageHeading } from '../fixtures/chrome';
import { EXTRA_PORTS, OVERRIDE_PORT } from '../fixtures/env';
import { expect, tags, test } from '../fixtures/journey';
import { ranSpecs, runSuite } from '../fixtures/nestedRun';
import { type PreviewBuild, previewBuild } from '../fixtures/previewBuild';
import { type Running, serveFolder } from '../fixtures/processes';

/**
 * One section swapped for one browser: the suite's server allows overrides from OVERRIDE_PORT's
 * origin (playwright.config.ts), where these journeys publish another build of the static section.
 */
const BUILD = '9.9.9+preview.e2e';
const banner = (page: Page) => page.getByRole('region', { name: 'दूसरे बिल्ड का पूर्वावलोकन' });
const CLEAR = 'मूल बिल्ड पर लौटें';
/** The root of a page the server rendered. */
const SERVER_RENDERED = '<div id="root" data-ssr="">';

/**
 * The origins the page asks for section entry scripts (`remoteEntry.js`) from: the site's own for
 * the page's section (the server's preload hint), and whatever the federation runtime loads.
 */
function entryOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) origins.add(new URL(request.url()).origin);
  });
  return origins;
}

async function overrideCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === OVERRIDE_COOKIE);
}

/**
 * Builds the static section as a preview (build BUILD) for the describe block it is called in and
 * serves it on OVERRIDE_PORT; the returned function gives its address once the block runs.
 */
function servePreview(): { readonly url: string } {
  let preview: PreviewBuild | undefined;
  let cdn: Running | undefined;
  test.beforeAll(async () => {
    preview = previewBuild('mfe-static', BUILD);
    cdn = await serveFolder(preview.dir, OVERRIDE_PORT);
  });
  test.afterAll(async () => {
    await cdn?.stop();
    preview?.remove();
  });
  return {
    get url() {
      if (!cdn) throw new Error('the preview is served once the block runs');
      return cdn.url;
    },
  };
}

test.describe('a section taken from another build', () => {
  // Three pages, a reload and a second browser.
  test.describe.configure({ timeout: 120_000 });
  const cdn = servePreview();

  test(
    'allowed: this browser alone takes it, for the session, until cleared',
    tags('shell', 'static', 'local'),
    async ({ page, context, browser, baseURL }) => {
      const manifest = `${cdn.url}/mf-manifest.json`;
      const origins = entryOrigins(page);
      await page.goto(`/aboutus?remote.static=${encodeURIComponent(manifest)}`);
      await expect(pageHeading(page)).toHaveText('हमारे बारे में');
      await expect(banner(page)).toContainText('«जानकारी पेज» (static) हिस्सा दूसरे बिल्ड से चल रहा है।');
      await expect(banner(page).getByText(BUILD, { exact: true })).toBeVisible();
      await expect(banner(page)).toContainText(manifest);
      expect(origins).toContain(cdn.url);
      // The address loses the parameter; a session cookie (no expiry) keeps the override.
      expect(new URL(page.url()).search).toBe('');
      const kept = await overrideCookie(context);
      expect(kept?.expires).toBe(-1);
      // The server renders with its own builds only: this browser's pages come without the server's view.
      expect(await (await page.request.get('/aboutus')).text()).not.toContain(SERVER_RENDERED);

      // Another page of the session, and a reload: still the other build.
      await footer(page).getByRole('link', { name: 'अक्सर पूछे जाने वाले प्रश्न', exact: true }).click();
      await expect(pageHeading(page)).toHaveText('अक्सर पूछे जाने वाले प्रश्न');
      await page.reload();
      await expect(banner(page).getByText(BUILD, { exact: true })).toBeVisible();
      await expect(pageHeading(page)).toHaveText('अक्सर पूछे जाने वाले प्रश्न');

      // Another browser on the same site sees the site's own build.
      const other = await browser.newContext({ baseURL });
      const otherPage = await other.newPage();
      const otherOrigins = entryOrigins(otherPage);
      await otherPage.goto('/aboutus');
      await expect(pageHeading(otherPage)).toHaveText('हमारे बारे में');
      await expect.poll(() => [...otherOrigins]).toEqual([new URL(baseURL ?? '').origin]);
      expect(await overrideCookie(other)).toBeUndefined();
      expect(await (await otherPage.request.get('/aboutus')).text()).toContain(SERVER_RENDERED);
      await expect(banner(otherPage)).toHaveCount(0);
      await other.close();

      // Cleared: the page reloads with the site's own build.
      origins.clear();
      await banner(page).getByRole('button', { name: CLEAR }).click();
      await expect(banner(page)).toHaveCount(0);
      await expect(pageHeading(page)).toHaveText('अक्सर पूछे जाने वाले प्रश्न');
      // The server-rendered page shows its heading before its scripts are asked for.
      await expect.poll(() => [...origins]).toEqual([new URL(baseURL ?? '').origin]);
      expect(await overrideCookie(context)).toBeUndefined();
    },
  );

  test(
    'refused: an origin the site does not list gets a Hindi message and the site’s own build',
    tags('shell', 'static', 'local'),
    async ({ page, context, baseURL }) => {
      const elsewhere = `http://127.0.0.1:${EXTRA_PORTS[0]}/mf-manifest.json`;
      const origins = entryOrigins(page);
      const response = await page.goto(`/aboutus?remote.static=${encodeURIComponent(elsewhere)}`);
      await expect(page.getByRole('alert')).toHaveText(
        `«जानकारी पेज» (static) हिस्सा नहीं बदला गया (${elsewhere}): यह पता अनुमत स्रोतों में नहीं है।`,
      );
      await expect(pageHeading(page)).toHaveText('हमारे बारे में');
      await expect.poll(() => [...origins]).toEqual([new URL(baseURL ?? '').origin]);
      expect(await overrideCookie(context)).toBeUndefined();
      // The content security policy names the allowed origin, not the refused one.
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain(`script-src 'self' ${cdn.url}`);
      expect(csp).not.toContain(new URL(elsewhere).origin);
    },
  );
});

test.describe('the journeys run against a deployment, with a section from another build', () => {
  test.describe.configure({ timeout: 180_000 });
  const cdn = servePreview();

  test(
    'E2E_BASE_URL: against a server started separately, no server of its own, @local left out',
    tags('shell', 'static', 'local'),
    async ({ request, baseURL }) => {
      const run = await runSuite({ E2E_BASE_URL: baseURL ?? '' }, [
        '--grep',
        'FAQ keeps one answer|deploying one remote',
      ]);
      expect(run.status, run.output).toBe(0);
      expect(run.report?.config.webServer).toBeNull();
      expect(run.report?.stats).toMatchObject({ expected: 1, unexpected: 0 });
      const { titles, annotations } = ranSpecs(run, 'composition');
      expect(titles).toEqual(['FAQ keeps one answer open at a time']);
      // The report names the builds the site composed, as its /remotes.json states them.
      const { versions } = (await (await request.get('/remotes.json')).json()) as { versions: Record<string, string> };
      expect(annotations).toEqual([
        `shell ${versions.shell} · news ${versions.news} · media ${versions.media} · polls ${versions.polls} · static ${versions.static} · newsroom ${versions.newsroom}`,
      ]);
    },
  );

  test(
    'E2E_REMOTE_STATIC: the journeys take that section from the other build',
    tags('shell', 'static', 'local'),
    async ({ baseURL }) => {
      const manifest = `${cdn.url}/mf-manifest.json`;
      const run = await runSuite({ E2E_BASE_URL: baseURL ?? '', E2E_REMOTE_STATIC: manifest }, [
        '--grep',
        'FAQ keeps one answer',
      ]);
      expect(run.status, run.output).toBe(0);
      expect(run.report?.stats).toMatchObject({ expected: 1, unexpected: 0 });
      const [composition] = ranSpecs(run, 'composition').annotations;
      expect(composition).toContain(`static ${BUILD} (override ${manifest})`);
    },
  );

  test(
    'a run whose override the site does not allow stops before any journey',
    tags('shell', 'static', 'local'),
    async ({ baseURL }) => {
      const elsewhere = `http://127.0.0.1:${EXTRA_PORTS[0]}/mf-manifest.json`;
      const run = await runSuite({ E2E_BASE_URL: baseURL ?? '', E2E_REMOTE_STATIC: elsewhere }, [
        '--grep',
        'FAQ keeps one answer',
      ]);
      expect(run.status).not.toBe(0);
      expect(run.output).toContain(`does not allow section overrides from http://127.0.0.1:${EXTRA_PORTS[0]}`);
      expect(run.report?.stats.expected ?? 0).toBe(0);
    },
  );
});
