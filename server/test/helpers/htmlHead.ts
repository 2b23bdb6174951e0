/** What a crawler or a link preview reads from a page's HTML, without running any script. */
export interface HeadTags {
  /** The `lang` of the `<html>` element. */
  lang: string | undefined;
  /** Text of every `<title>` element. */
  titles: string[];
  /** Contents of every `<meta>` whose name or property is `key`. */
  meta(key: string): string[];
  /** Hrefs of every `<link rel="canonical">`. */
  canonicals: string[];
  /** Bodies of every `<script type="application/ld+json">`. */
  jsonLd: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)) attrs[name!] = decode(value ?? '');
  return attrs;
}

const tagsNamed = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => attributes(m[0]));

export function readHead(html: string): HeadTags {
  const metas = tagsNamed(html, 'meta');
  return {
    lang: tagsNamed(html, 'html')[0]?.lang,
    titles: [...html.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)].map((m) => decode(m[1]!)),
    meta: (key) => metas.filter((m) => m.name === key || m.property === key).map((m) => m.content ?? ''),
    canonicals: tagsNamed(html, 'link')
      .filter((l) => l.rel === 'canonical')
      .map((l) => l.href ?? ''),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!),
  };
}
