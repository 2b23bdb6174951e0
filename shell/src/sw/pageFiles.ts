/**
 * The files a page needs to read as it does online, found in its HTML as the server sent it (a
 * worker has no DOM parser): the stylesheets it links, the fonts it preloads or declares, and every
 * rendition of its lead photo. Only this site's own files: nothing of another origin is kept.
 */

const TAG = /<(link|img|source)\b[^>]*>/gi;
const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const FONT_URL = /url\(\s*["']?([^"')]+\.(?:woff2?|ttf|otf))["']?\s*\)/gi;

function attributesOf(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name = '', double, single] of tag.matchAll(ATTRIBUTE)) {
    found[name.toLowerCase()] = (double ?? single ?? '').replace(/&amp;/g, '&');
  }
  return found;
}

/** `url` made absolute against `base`, or null when it is not of `origin`. */
function ownUrl(url: string, base: string, origin: string): string | null {
  try {
    const absolute = new URL(url, base);
    return absolute.origin === origin ? absolute.href.replace(/#.*$/, '') : null;
  } catch {
    return null;
  }
}

/** The file name of a photo's path without its extension: its renditions are named after it. */
function photoStem(photo: string | undefined): string | null {
  const name = photo
    ?.split(/[?#]/)[0]
    ?.split('/')
    .pop()
    ?.replace(/\.[^.]*$/, '');
  return name && name.length > 2 ? name : null;
}

/** The addresses of `srcset` (its candidates) and `src`. */
function sourcesOf(attributes: Record<string, string>): string[] {
  const candidates = (attributes.srcset ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  return [attributes.src ?? '', ...candidates].filter(Boolean);
}

function wantedFrom(tag: string, attributes: Record<string, string>, stem: string | null): string[] {
  const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
  if (tag === 'link') {
    const font = rel.includes('preload') && attributes.as === 'font';
    return rel.includes('stylesheet') || font ? [attributes.href ?? ''] : [];
  }
  return stem ? sourcesOf(attributes).filter((source) => source.includes(stem)) : [];
}

/** The files of the page at `pageUrl` (absolute, this site's), each once. */
export function pageFiles(html: string, pageUrl: string, photo?: string): string[] {
  const origin = new URL(pageUrl).origin;
  const stem = photoStem(photo);
  const found = new Set<string>();
  const add = (url: string) => {
    const own = url ? ownUrl(url, pageUrl, origin) : null;
    if (own && own !== pageUrl) found.add(own);
  };
  for (const match of html.matchAll(TAG)) {
    const tag = (match[1] ?? '').toLowerCase();
    for (const url of wantedFrom(tag, attributesOf(match[0]), stem)) add(url);
  }
  for (const url of fontsOf(html, pageUrl)) add(url);
  if (photo && stem === null) add(photo);
  return [...found];
}

/** The fonts a stylesheet (or a page's inline styles) declares, absolute against `base`. */
export function fontsOf(css: string, base: string): string[] {
  const origin = new URL(base).origin;
  return [...css.matchAll(FONT_URL)]
    .map((match) => ownUrl(match[1] ?? '', base, origin))
    .filter((url): url is string => url !== null);
}
