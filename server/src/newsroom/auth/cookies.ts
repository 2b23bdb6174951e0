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

/** The value of cookie `name` in a Cookie header (the first one, as browsers send the most specific first). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Whether answers must set the cookie Secure: the site's own address is https. */
export function secureCookies(siteUrl: string): boolean {
  return siteUrl.startsWith('https://');
}
