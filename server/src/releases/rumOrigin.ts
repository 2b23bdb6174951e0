import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../core/config';
import { sameOriginTest } from '../core/http/sameOrigin';

/** The answer to a beacon another site's page sent (Hindi, as every answer of the site). */
export const RUM_MESSAGES = {
  foreignPage: 'यह स्वास्थ्य-रिपोर्ट (beacon) साइट के अपने पेज से नहीं भेजी गई, इसलिए गिनी नहीं गई।',
} as const;

/**
 * Whether a beacon was sent by one of the site's own pages, so that no other site (an ad, any page
 * with visitors) can make its readers' browsers report on the site's builds:
 * - `Sec-Fetch-Site` (every current browser sends it) must be `same-origin`; `same-site` (another
 *   port or subdomain), `cross-site` and `none` are refused. A named `Origin` must then still be the
 *   site's (Chromium names the page's origin on a beacon: e2e/tests/beacons.spec.ts); `null` is
 *   accepted there, since the site's pages send no referrer (`Referrer-Policy: no-referrer`) and a
 *   browser may then name their posts' origin so (core/http/sameOrigin.ts, formFromSite);
 * - without `Sec-Fetch-Site` (an older browser), `Origin` must be present and be the site's own
 *   (SITE_URL's origin, or without SITE_URL the address the request came to: the rule of the
 *   newsroom's writes, core/http/sameOrigin.ts);
 * - with neither, it is refused: every browser that can send a beacon names at least one of them on
 *   a POST, so such a request is a script's, not a reader's page. (An old browser that sends only
 *   `Origin: null` cannot be told from another site's page either, and is refused too.)
 */
export function beaconFromSiteTest(
  config: Pick<ServerConfig, 'siteUrl' | 'siteUrlSet'>,
): (request: FastifyRequest) => boolean {
  const sameOrigin = sameOriginTest(config.siteUrl, config.siteUrlSet);
  return (request) => {
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (site !== undefined) {
      if (site !== 'same-origin') return false;
      return origin === undefined || origin === 'null' || sameOrigin(origin, request);
    }
    return origin !== undefined && origin !== 'null' && sameOrigin(origin, request);
  };
}
