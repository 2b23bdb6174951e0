import { otherSite, sendBeacon } from '../fixtures/beacons';
import { E2E_PORT } from '../fixtures/env';
import { expect, tags, test } from '../fixtures/journey';
import { type Running, startServer } from '../fixtures/processes';
import { RELEASE_TOKEN, releaseApi } from '../fixtures/releases';

/**
 * Readers' health beacons (docs/releasing.md, "Who can steer the guardrails") in a real Chromium:
 * another site's page cannot make its visitors' browsers report on the site's builds. A server of its
 * own (nobody else's pages report to it) and a bare page server standing for another site, on ports
 * E2E_PORT + 18 and + 19.
 */
const [SITE_PORT, OTHER_PORT] = [18, 19].map((n) => E2E_PORT + n) as [number, number];

test.describe('readers’ health beacons', () => {
  // Chromium notes in the other site's console that it blocked the site's answer (fixtures/beacons.ts).
  test.use({ consoleErrors: 'expected' });
  let site: Running | undefined;
  let other: Running | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startServer(SITE_PORT, {
      RELEASE_TOKEN,
      SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_MAX: '100000',
      PAGE_RENDERS_PER_MIN: '0',
    });
    other = await otherSite(OTHER_PORT);
  });
  test.afterAll(async () => {
    await other?.stop();
    await site?.stop();
  });

  test('a beacon another site’s page sends with a real page’s token is refused and counts for nothing; the same beacon from the site’s own page counts', {
    tag: [...tags('shell', 'static', 'local').tag, '@releases'],
  }, async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = releaseApi(request, site!.url);
    const staticLive = async () =>
      (await api.status()).sections.find((s: { section: string }) => s.section === 'static').health.live;
    expect(await staticLive()).toMatchObject({ views: 0, networks: 0 });

    // A real token, from the page as the server sends it to every reader.
    const html = await (await request.get(`${site!.url}/aboutus`)).text();
    const token = /data-rum="([^"]+)"/.exec(html)?.[1];
    expect(token).toBeTruthy();
    const beacon = JSON.stringify({ token, errors: { static: 3 } });
    const target = `${site!.url}/api/rum`;

    // Another port of the same host (Sec-Fetch-Site: same-site), and another host name (cross-site).
    for (const [from, kind] of [
      [other!.url, 'same-site'],
      [`http://localhost:${OTHER_PORT}`, 'cross-site'],
    ] as const) {
      await page.goto(`${from}/`);
      const sent = await sendBeacon(page, target, beacon);
      expect([from, sent.headers['sec-fetch-site'], sent.status]).toEqual([from, kind, 403]);
      test.info().annotations.push({
        type: `beacon from ${from}`,
        description: `Sec-Fetch-Site ${sent.headers['sec-fetch-site']}, Origin ${sent.headers.origin}: ${sent.status}`,
      });
    }
    // The server answered, so it had decided: nothing counted.
    expect(await staticLive()).toMatchObject({ views: 0, networks: 0, errorRate: null });

    // The same beacon from the site's own page is counted (before the page sends its own, on leaving).
    await page.goto(`${site!.url}/aboutus`);
    const own = await sendBeacon(page, target, beacon);
    expect([own.headers['sec-fetch-site'], own.status]).toEqual(['same-origin', 204]);
    test.info().annotations.push({
      type: 'beacon from the site’s own page',
      description: `Sec-Fetch-Site ${own.headers['sec-fetch-site']}, Origin ${own.headers.origin}: ${own.status}`,
    });
    expect(await staticLive()).toMatchObject({ views: 1, networks: 1, errorRate: 1 });
  });
});
