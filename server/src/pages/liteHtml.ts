import { renditionPath, uploadedPhoto } from '@janmat/shared/contracts';

/** `<picture>…</picture>` or a lone `<img>`, as React renders them. */
const IMAGE = /<picture\b[^>]*>[\s\S]*?<\/picture>|<img\b[^>]*>/g;
const LEAD = /\bfetchpriority="high"/i;
/** Hints that fetch before anything asks: the lead photo's widest rendition, scripts, manifests. */
const PRELOAD = /<link\b[^>]*\brel="(?:preload|modulepreload|prefetch)"[^>]*>\s*/gi;

/** What stands where a photo was left out: nothing on the screen, but its box's parent can tell. */
const LEFT_OUT = '<i data-lite-photo=""></i>';

/**
 * The lite page's own rules: a photo left out takes no place, and a box laid out as a grid of the
 * photo beside its text (a card's row) gives the text the whole width instead of the photo's column.
 * A `type="button"` button does nothing without a script (it sends no form, opens no page): not shown.
 */
const LITE_STYLE =
  '<style>[data-lite-photo],button[type="button"]:not([popovertarget],[commandfor]){display:none}' +
  ':has(> [data-lite-photo]){grid-template-columns:minmax(0,1fr)!important}</style>';

/** React's hoisted head of a lite page: its title, meta, canonical, JSON-LD and styles, no preloads, and the lite rules. */
export function liteHead(head: string): string {
  return `${head.replace(PRELOAD, '')}${LITE_STYLE}`;
}

/** A tag without its `srcset` and `sizes`. */
const withoutSets = (tag: string) => tag.replace(/\s(?:sizes|srcset)="[^"]*"/gi, '');

/**
 * A photo at its smallest rendition: an upload's sets become its narrowest WebP (the `<source>`)
 * and JPEG (the `<img>`); any other image (the seed's SVGs scale by themselves) stays as it is.
 */
function smallest(image: string): string {
  const photo = uploadedPhoto(/<img\b[^>]*\ssrc="([^"]*)"/.exec(image)?.[1]);
  const width = photo?.widths[0];
  if (!photo || width === undefined) return image;
  return image
    .replace(/<source\b[^>]*>/g, (tag) =>
      withoutSets(tag).replace('<source', `<source srcSet="${renditionPath(photo, width, 'webp')}"`),
    )
    .replace(/<img\b[^>]*>/, (tag) =>
      withoutSets(tag).replace(/\ssrc="[^"]*"/, ` src="${renditionPath(photo, width, 'jpg')}"`),
    );
}

/**
 * The server-rendered `#root` of a lite page: the same text and links, the lead photo (the one the
 * page fetches first, `fetchPriority="high"`) alone at its smallest rendition, no other image.
 */
export function liteRoot(root: string): string {
  let lead = true;
  return root.replace(IMAGE, (image) => {
    if (!(lead && LEAD.test(image))) return LEFT_OUT;
    lead = false;
    return smallest(image);
  });
}
