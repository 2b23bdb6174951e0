import { devanagariToLatin } from './devanagari';

/** An address made of the title: Devanagari in Latin letters, lower-case, words joined by hyphens. */
export function slugOfTitle(title: string): string {
  const slug = devanagariToLatin(title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // Cut at a word's end, leaving room for a "-12" suffix.
  const cut = slug.length <= 80 ? slug : (slug.slice(0, 81).replace(/-[^-]*$/, '') || slug).slice(0, 80);
  return cut || 'lekh';
}
