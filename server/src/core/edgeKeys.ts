/**
 * Surrogate keys: what an answer shows, named in its `xkey` and `Surrogate-Key` headers so that the
 * shared cache in front (Varnish's xkey) can purge every answer showing a thing when a write changes
 * it (docs/deploy.md, "The edge: cache headers, keys and purging"). A page names the keys of every
 * read it made; a read names what its rows are (`article:<id>`, `author:<id>`, `poll:<id>`) and the
 * list it is (`list:<code>`, `state:<code>`, `polls`, `chrome`, `media`).
 */

/** The header Varnish's xkey vmod reads, and the one other CDNs (Fastly) read; both carry the same keys. */
export const XKEY_HEADER = 'xkey';
export const SURROGATE_KEY_HEADER = 'surrogate-key';

/** Article keys one list answer names at most; past them a write purges the list by its own key. */
export const ARTICLE_KEY_CAP = 50;

/** The keys header stays under this many bytes (Varnish's default http_resp_hdr_len is 8 KB). */
export const KEYS_HEADER_MAX = 7_500;

/** The key that every "not found" answer names: a publish may fill any such address. */
export const MISSING_KEY = 'missing';

/** The key every page names: a release changes what every page loads (the registry purges it). */
export const PAGES_KEY = 'pages';

/** Keys are tokens separated by spaces: anything else in one (a Hindi code, a space) is percent-encoded. */
function cleanKey(key: string): string {
  return key.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
}

/** Keys in order, each once, cleaned. */
export function uniqueKeys(keys: Iterable<string>): string[] {
  return [...new Set([...keys].map(cleanKey))];
}

/**
 * The header value for `keys`: space-separated, under KEYS_HEADER_MAX bytes. Past it, article keys
 * are left out (never the lists' and pages' own keys, so a write still reaches the answer through them).
 */
export function keysHeader(keys: Iterable<string>): string {
  const all = uniqueKeys(keys);
  const others = all.filter((key) => !key.startsWith('article:'));
  let length = others.reduce((sum, key) => sum + key.length + 1, 0);
  const kept = new Set(others);
  for (const key of all) {
    if (kept.has(key)) continue;
    if (length + key.length + 1 > KEYS_HEADER_MAX) break;
    kept.add(key);
    length += key.length + 1;
  }
  return all.filter((key) => kept.has(key)).join(' ');
}

/** A page's own key: its canonical path. */
export const pageKey = (path: string) => `page:${path}`;
