import type { FastifyRequest } from 'fastify';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a write's `Origin` (a newsroom call, a reader's form post) is the site's own. With SITE_URL set, only its origin is. Unset,
 * the site has no address of its own yet, so a page served from the address the request came to (its
 * scheme and `Host`: `http://127.0.0.1:3000`, `http://localhost:3000`, a LAN address) is the site's:
 * another site's page names its own origin, which is never that. The session cookie (SameSite=Strict,
 * per host) and the CSRF token still guard every write after sign-in.
 */
export function sameOriginTest(
  siteUrl: string,
  siteUrlSet: boolean,
): (origin: string, request: FastifyRequest) => boolean {
  const siteOrigin = originOf(siteUrl);
  return (origin, request) => {
    if (origin === siteOrigin) return true;
    if (siteUrlSet) return false;
    const own = originOf(`${request.protocol}://${request.host}`);
    return own !== undefined && originOf(origin) === own;
  };
}

/**
 * Whether a plain HTML form's post comes from one of the site's pages. The site's pages send no
 * referrer (`Referrer-Policy: no-referrer`), so a browser names their form posts' origin `null`;
 * then its `Sec-Fetch-Site` says whether the page was the site's own (`same-origin`). A named
 * origin must pass `sameOrigin`; a browser too old to send either is let through, as for the newsroom.
 */
export function formFromSite(
  sameOrigin: (origin: string, request: FastifyRequest) => boolean,
  request: FastifyRequest,
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === 'null') return request.headers['sec-fetch-site'] === 'same-origin';
  return sameOrigin(origin, request);
}
