import { OVERRIDE_API, OVERRIDE_COOKIE } from '@janmat/shared/composition';
import type { BrowserContext, Page } from '@playwright/test';
import { footer, pageHeading, reachFor } from '../fixtures/chrome';
import { EXTRA_PORTS, OVERRIDE_PORT } from '../fixtures/env';
import { expect, tags, test } from '../fixtures/journey';
import { ranSpecs, runSuite } from '../fixtures/nestedRun';
import { type PreviewBuild, previewBuild } from '../fixtures/previewBuild';
import { type Running, serveFolder } from '../fixtures/processes';

/**
 * One section swapped for one browser: the suite's server allows overrides from OVERRIDE_PORT's
 * origin (playwright.config.ts), where these journeys publish another build of the static section.
 * A link only proposes it; the tester's click applies it.
 */
const BUILD = '9.9.9+preview.e2e';
const banner = (page: Page) => page.getByRole('region', { name: 'दूसरे बिल्ड का पूर्वावलोकन' });
const proposal = (page: Page) => page.getByRole('alertdialog', { name: 'दूसरा बिल्ड चलाने से पहले पुष्टि करें' });
const APPLY = 'यह बिल्ड लागू करें';
const DISMISS = 'लागू न करें';
const CLEAR = 'मूल बिल्ड पर लौटें';
const STAFF_REFUSAL = 'न्यूज़रूम और स्टाफ़ के पेज हमेशा साइट के अपने बिल्ड से चलते हैं, इन्हें बदला नहीं जा सकता।';
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

/**
 * The origins of the sections' entry scripts the page names for its scripts (its boot list): what it
 * loads when they run. A page of islands loads them only with the app, or fetches them ahead when idle
 * on a good connection (decisions 0026, 0032), so the list is what it runs with, whenever that is.
 */
function listedEntryOrigins(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const list = JSON.parse(document.getElementById('janmat-boot')?.textContent ?? '{}');
    const files: string[] = [...(list.scripts ?? []), ...(list.preload ?? [])];
    const entries = files.filter((src) => src.endsWith('/remoteEntry.js'));
    return [...new Set(entries.map((src) => new URL(src, location.href).origin))];
  });
}

/** Every request the page makes to `origin` (a manifest, a script, anything). */
function requestsTo(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === origin) seen.push(request.url());
  });
  return seen;
}

async function overrideCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === OVERRIDE_COOKIE);
}

const csp = (response: { headers(): Record<string, string> } | null) =>
  response?.headers()['content-security-policy'] ?? '';

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
  // Several pages, reloads and a second browser.
  test.describe.configure({ timeout: 120_000 });
  const cdn = servePreview();

  test(
    'a link only proposes it: nothing of it loads until the tester applies it; then this browser alone takes it, for the session, until ended',
    tags('shell', 'static', 'local'),
    async ({ page, context, browser, baseURL }) => {
      const own = new URL(baseURL ?? '').origin;
      const manifest = `${cdn.url}/mf-manifest.json`;
      const link = `/aboutus?remote.static=${encodeURIComponent(manifest)}`;
      const origins = entryOrigins(page);
      const foreign = requestsTo(page, cdn.url);

      // The link alone: a question naming the section, the build's address and its origin; nothing fetched from there.
      const opened = await page.goto(link);
      await expect(pageHeading(page)).toHaveText('हमारे बारे में');
      await expect(proposal(page)).toContainText(`«जानकारी पेज» (static) हिस्सा ${cdn.url} के बिल्ड से चलाया जाएगा:`);
      await expect(proposal(page)).toContainText(manifest);
      await expect(proposal(page)).toBeFocused();
      await expect(banner(page)).not.toContainText('दूसरे बिल्ड से चल रहा है');
      expect(csp(opened)).not.toContain(cdn.url);
      // The address loses the parameter, so a reload or a shared link proposes nothing.
      expect(new URL(page.url()).search).toBe('');
      await proposal(page).getByRole('button', { name: DISMISS }).click();
      await expect(banner(page)).toHaveCount(0);
      await expect.poll(() => [...origins]).toEqual([own]);
      expect(foreign).toEqual([]);
      expect(await overrideCookie(context)).toBeUndefined();

      // The click: the server keeps it in an HttpOnly session cookie and the page reloads with it.
      await page.goto(link);
      await proposal(page).getByRole('button', { name: APPLY }).click();
      await expect(banner(page)).toContainText('«जानकारी पेज» (static) हिस्सा दूसरे बिल्ड से चल रहा है।');
      await expect(banner(page).getByText(BUILD, { exact: true })).toBeVisible();
      await expect(banner(page)).toContainText(manifest);
      await expect(proposal(page)).toHaveCount(0);
      expect(origins).toContain(cdn.url);
      expect(await overrideCookie(context)).toMatchObject({ httpOnly: true, expires: -1, sameSite: 'Lax' });
      // The server renders with its own builds only: this browser's pages come without the server's
      // view, as its own, and their CSP admits the origin.
      const mine = await page.request.get('/aboutus');
      expect(await mine.text()).not.toContain(SERVER_RENDERED);
      expect(mine.headers()['cache-control']).toBe('private, no-store');
      expect(csp(mine)).toContain(`script-src 'self' ${cdn.url}`);

      // Another page of the session, and a reload: still the other build.
      await footer(page).getByRole('link', { name: 'अक्सर पूछे जाने वाले प्रश्न', exact: true }).click();
      await expect(pageHeading(page)).toHaveText('अक्सर पूछे जाने वाले प्रश्न');
      await page.reload();
      await expect(banner(page).getByText(BUILD, { exact: true })).toBeVisible();
      await expect(pageHeading(page)).toHaveText('अक्सर पूछे जाने वाले प्रश्न');

      // Another browser on the same site sees the site's own build, and a CSP without the origin.
      const other = await browser.newContext({ baseURL });
      const otherPage = await other.newPage();
      const otherOrigins = entryOrigins(otherPage);
      const plain = await otherPage.goto('/aboutus');
      await expect(pageHeading(otherPage)).toHaveText('हमारे बारे में');
      await reachFor(otherPage);
      expect(await listedEntryOrigins(otherPage)).toEqual([own]);
      expect([...otherOrigins].filter((origin) => origin !== own)).toEqual([]);
      expect(await overrideCookie(other)).toBeUndefined();
      expect(csp(plain)).not.toContain(cdn.url);
      expect(await (await otherPage.request.get('/aboutus')).text()).toContain(SERVER_RENDERED);
      await expect(banner(otherPage)).toHaveCount(0);
      await other.close();

      // Ended: the page reloads with the site's own build.
      origins.clear();
      await banner(page).getByRole('button', { name: CLEAR }).click();
      await expect(banner(page)).toHaveCount(0);
      await expect(pageHeading(page)).toHaveText('अक्सर पूछे जाने वाले प्रश्न');
      // The server-rendered page shows its heading before its scripts are asked for: they load
      // when the reader reaches for it.
      await reachFor(page);
      expect(await listedEntryOrigins(page)).toEqual([own]);
      expect([...origins].filter((origin) => origin !== own)).toEqual([]);
      expect(await overrideCookie(context)).toBeUndefined();
    },
  );

  test(
    'the newsroom refuses an override, even after a click: never proposed, refused by the server, ignored on its pages',
    tags('shell', 'static', 'newsroom', 'local'),
    async ({ page, context, baseURL }) => {
      const own = new URL(baseURL ?? '').origin;
      const manifest = `${cdn.url}/mf-manifest.json`;
      const foreign = requestsTo(page, cdn.url);

      // A link proposing the newsroom gets a refusal, and no button to apply it.
      await page.goto(`/aboutus?remote.newsroom=${encodeURIComponent(manifest)}`);
      await expect(page.getByRole('alert')).toHaveText(
        `«न्यूज़रूम» (newsroom) हिस्सा नहीं बदला गया (${manifest}): ${STAFF_REFUSAL}`,
      );
      await expect(proposal(page)).toHaveCount(0);
      // Asked directly, as the banner's button would ask from the site's own page: refused.
      const asked = await page.request.post(OVERRIDE_API, {
        headers: { origin: own },
        data: { overrides: { newsroom: manifest } },
      });
      expect(asked.status()).toBe(403);
      expect((await asked.json()).message).toBe(STAFF_REFUSAL);
      expect(await overrideCookie(context)).toBeUndefined();

      // With another build of a readers' section applied by a click, the newsroom still loads nothing of it.
      await page.goto(`/aboutus?remote.static=${encodeURIComponent(manifest)}`);
      await proposal(page).getByRole('button', { name: APPLY }).click();
      await expect(banner(page).getByText(BUILD, { exact: true })).toBeVisible();
      // Moving to the newsroom inside that page loads the newsroom afresh from the server instead.
      const fresh = page.waitForRequest(
        (request) => request.resourceType() === 'document' && new URL(request.url()).pathname === '/newsroom',
      );
      await page.evaluate(() => {
        history.pushState(null, '', '/newsroom');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await fresh;
      await expect(page.getByRole('button', { name: 'साइन इन करें' })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      foreign.length = 0;
      const newsroom = await page.goto(`/newsroom?remote.static=${encodeURIComponent(manifest)}`);
      await expect(page.getByRole('button', { name: 'साइन इन करें' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(
        `«जानकारी पेज» (static) हिस्सा नहीं बदला गया (${manifest}): ${STAFF_REFUSAL}`,
      );
      await expect(proposal(page)).toHaveCount(0);
      await expect(banner(page)).not.toContainText('दूसरे बिल्ड से चल रहा है');
      expect(csp(newsroom)).not.toContain(cdn.url);
      expect(foreign).toEqual([]);
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
      await expect(proposal(page)).toHaveCount(0);
      await expect(pageHeading(page)).toHaveText('हमारे बारे में');
      await expect.poll(() => [...origins]).toEqual([new URL(baseURL ?? '').origin]);
      expect(await overrideCookie(context)).toBeUndefined();
      // A plain visitor's content security policy names no override origin, listed or not.
      expect(csp(response)).toContain("script-src 'self'");
      expect(csp(response)).not.toContain(cdn.url);
      expect(csp(response)).not.toContain(new URL(elsewhere).origin);
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
