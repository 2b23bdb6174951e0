/** Reading a request's cookies and how the site's own cookies are written. */

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
