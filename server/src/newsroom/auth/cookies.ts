/** The staff session cookie: its name, how it is written, and how it is read back. */

export const SESSION_COOKIE = 'janmat_staff';

/**
 * HttpOnly: scripts (an injected one included) cannot read it. SameSite=Strict: no other site's page
 * makes the browser send it. Secure when the site is served over HTTPS (a local http:// site could
 * not keep a Secure cookie at all).
 */
function attributes(secure: boolean): string {
  return `Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function sessionCookie(token: string, maxAgeMs: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Max-Age=${Math.floor(maxAgeMs / 1000)}; ${attributes(secure)}`;
}

/** Tells the browser to forget the cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}
