/** Article date as the site shows it: the first 11 characters of `created_at` (spec §2). */
export function articleDate(createdAt: string): string {
  return createdAt.slice(0, 11).trim();
}

const DESCRIPTION_LENGTH = 160;

/** Block ends get a space, so the text of adjacent paragraphs and headings does not run together. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|div|td|th)>|<br\s*\/?>/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the character references a sanitized body can hold (named basics and numeric ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return Number.isSafeInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Plain text of the article's HTML body (sanitized on the server, so tags never hold a `>` of their
 * own), shortened for the description meta tag. The same on the server and in the browser, so the
 * head tags agree after hydration.
 */
export function articleDescription(html: string, max: number = DESCRIPTION_LENGTH): string {
  const spaced = html.replace(BLOCK_END, '$& ');
  const text = decodeEntities(spaced.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
