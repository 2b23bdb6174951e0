import { RUM_API, type SectionRelease } from '@janmat/shared/contracts';
import Fastify from 'fastify';
import type { ServerConfig } from '../../../src/core/config';
import type { Db } from '../../../src/core/db/client';
import { releaseSettings } from '../../../src/core/releaseSettings';
import { startGuardrails } from '../../../src/releases/guardrails';
import { sectionHealth } from '../../../src/releases/health';
import type { ReleaseRegistry } from '../../../src/releases/registry';
import { rumRoute } from '../../../src/releases/rumRoute';
import { signPageToken, siteSecret } from '../../../src/releases/rumToken';

/** The release settings as the server has them when none is set (20 networks, 50 views, 10 minutes). */
const SETTINGS = releaseSettings({});
const MINUTE = 60_000;
const NEWS: SectionRelease = {
  section: 'news',
  live: { release: 1, manifest: '/a/mf-manifest.json', build: 'a' },
  canary: { release: 2, manifest: '/b/mf-manifest.json', build: 'b', percent: 50, since: '2026-11-26T07:00:00Z' },
};
/** What the site's own page sends with a beacon (it sends no referrer: its origin is `null`). */
const OWN_PAGE = { 'sec-fetch-site': 'same-origin', origin: 'null' };
/** What another site's page (an ad) sends. */
const OTHER_SITE = { 'sec-fetch-site': 'cross-site', origin: 'https://ads.example' };

/**
 * The audit's attack on the guardrails, on `db`: a genuine canary token posted with errors (and a
 * clean live beacon) from 60 addresses in one /24 and 57 more in 18 others, every minute for five
 * minutes, beside 25 networks of real, healthy readers on each build; the same from 60 networks
 * through another site's page; made-up tokens from 60 more. None of it rolls the canary back. Then
 * real readers in 20 networks whose canary pages fail do.
 */
export async function forgedBeaconsScenario(db: Db): Promise<void> {
  let clock = Date.parse('2026-11-26T08:00:10Z');
  const now = jest.spyOn(Date, 'now').mockImplementation(() => clock);
  const rollback = jest.fn(async () => undefined);
  const registry = { sections: () => [NEWS], rollback, promote: jest.fn() } as unknown as ReleaseRegistry;
  const config = { siteUrl: 'https://janmat.example', siteUrlSet: true, releases: SETTINGS } as ServerConfig;
  const app = Fastify({ trustProxy: true });
  rumRoute(app, { db, config });
  await app.ready();
  const guard = startGuardrails({ db, config, releases: registry }, { log: { info() {}, error() {} } });
  try {
    const secret = await siteSecret(db);
    const page = (release: number) =>
      signPageToken(secret, { composition: { news: release }, owner: 'news', at: clock });
    const beacon = async (ip: string, body: Record<string, unknown>, headers = OWN_PAGE) =>
      (
        await app.inject({
          method: 'POST',
          url: RUM_API,
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': ip, ...headers },
          payload: JSON.stringify(body),
        })
      ).statusCode;
    const health = () => sectionHealth(db, SETTINGS, NEWS, clock);

    // The forger's addresses: 60 in 198.51.100.0/24 and 3 in each of 18 more /24s: 19 networks.
    const forger = [
      ...Array.from({ length: 60 }, (_, i) => `198.51.100.${i + 1}`),
      ...Array.from({ length: 54 }, (_, i) => `100.70.${Math.floor(i / 3)}.${(i % 3) + 1}`),
    ];
    for (let minute = 0; minute < 5; minute++) {
      for (let n = 0; n < 25; n++) {
        expect(await beacon(`10.1.${n}.7`, { token: page(1), lcp: 2000, inp: 100 })).toBe(204);
        expect(await beacon(`10.2.${n}.7`, { token: page(2), lcp: 2000, inp: 100 })).toBe(204);
      }
      for (const ip of forger) {
        expect(await beacon(ip, { token: page(2), errors: { news: 3 }, lcp: 290_000, inp: 50_000 })).toBe(204);
        expect(await beacon(ip, { token: page(1), lcp: 100, inp: 10 })).toBe(204);
      }
      for (let n = 0; n < 60; n++) {
        expect(await beacon(`100.80.${n}.1`, { token: page(2), errors: { news: 3 } }, OTHER_SITE)).toBe(403);
        expect(await beacon(`100.80.${n}.1`, { token: page(1) }, OTHER_SITE)).toBe(403);
        const madeUp = `${Buffer.from(`news~${clock.toString(36)}~news:2`).toString('base64url')}.${'A'.repeat(43)}`;
        expect(await beacon(`100.90.${n}.1`, { token: madeUp, errors: { news: 3 } })).toBe(204);
      }
      await guard.check();
      clock += MINUTE;
    }
    const attacked = await health();
    // Only the forger's 19 networks and the real 25 count: not the other site's 60, not the made-up tokens'.
    expect([attacked.canary!.networks, attacked.live.networks]).toEqual([44, 44]);
    expect([attacked.canary!.views, attacked.canary!.errorRate]).toEqual([220, 95 / 220]);
    expect(rollback).not.toHaveBeenCalled();

    // Eleven minutes on (the forged figures out of the window): 60 real readers in 20 networks, three
    // in each, over three minutes; the canary's pages fail in their browsers.
    clock += 11 * MINUTE;
    for (let minute = 0; minute < 3; minute++) {
      for (let i = 0; i < 60; i++) {
        const ip = `10.3.${Math.floor(i / 3)}.${(i % 3) + 1}`;
        expect(await beacon(ip, { token: page(1), lcp: 2000 })).toBe(204);
        expect(await beacon(ip, { token: page(2), lcp: 2000, errors: { news: 1 } })).toBe(204);
      }
      clock += MINUTE;
    }
    await guard.check();
    expect(rollback).toHaveBeenCalledTimes(1);
    expect(rollback).toHaveBeenCalledWith(
      'news',
      expect.objectContaining({
        expectCanary: 2,
        reason: expect.stringContaining('views 60/60, networks 20/20.'),
        figures: expect.objectContaining({ canary: expect.objectContaining({ networks: 20, errorRate: 1 }) }),
      }),
    );
  } finally {
    guard.stop();
    await app.close();
    now.mockRestore();
  }
}
