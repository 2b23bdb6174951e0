import type { IncomingHttpHeaders } from 'node:http';
import { LITE_COOKIE } from '@janmat/shared/contracts';
import { readCookie } from '../core/http/cookies';

/** A year: the reader's choice outlives the visit. */
const LITE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The request header that asks for less data; every page's answer varies on it. */
export const SAVE_DATA_HEADER = 'save-data';

/**
 * Whether a page goes out lite: the reader's choice (the lite cookie, `1` or `0`) when they made
 * one, else whether the browser asks to save data (`Save-Data: on`).
 */
export function wantsLite(headers: IncomingHttpHeaders): boolean {
  const choice = readCookie(headers.cookie, LITE_COOKIE);
  if (choice === '1' || choice === '0') return choice === '1';
  return (
    String(headers[SAVE_DATA_HEADER] ?? '')
      .trim()
      .toLowerCase() === 'on'
  );
}

/** The cookie remembering the reader's choice: not for scripts (HttpOnly), sent on links from other sites (Lax). */
export function liteCookie(on: boolean, secure: boolean): string {
  return `${LITE_COOKIE}=${on ? '1' : '0'}; Max-Age=${LITE_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const SITE = 'http://janmat.invalid';

/**
 * Where the switch goes back to: `back` when it is a path of this site (its path and query as the
 * URL parser reads them), else the home page. Never another site: `//host`, `/\host`, `https:…`
 * and the like resolve to another origin and are refused.
 */
export function backPath(back: unknown): string {
  if (typeof back !== 'string' || !back.startsWith('/')) return '/';
  try {
    const url = new URL(back, SITE);
    return url.origin === SITE ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}
