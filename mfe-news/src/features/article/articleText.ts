/** Article date as the site shows it: the first 11 characters of `created_at` (spec §2). */
export function articleDate(createdAt: string): string {
  return createdAt.slice(0, 11).trim();
}

const DESCRIPTION_LENGTH = 160;

/** Block ends get a space, so the text of adjacent paragraphs and headings does not run together. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|div|td|th)>|<br\s*\/?>/gi;

/** Plain text of the article's HTML body, shortened for the description meta tag. */
export function articleDescription(html: string, max: number = DESCRIPTION_LENGTH): string {
  const spaced = html.replace(BLOCK_END, '$& ');
  const text = (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
