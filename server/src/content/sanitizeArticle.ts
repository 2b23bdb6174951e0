import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for article bodies: text structure, links and images only. Scripts, styles, event
 * handler attributes, iframes, forms and `javascript:`/`data:` URLs never reach the database.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'blockquote',
    'q',
    'cite',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: safeLinkAttributes(attribs) }) },
};

/**
 * A link's attributes as stored: whatever `rel` the writer gave is replaced by `noopener noreferrer`
 * (a page it opens never gets hold of ours through `window.opener`), and `target` is kept only as
 * `_blank`, however it was spelled (`_BLANK`); a named window or `_top` is dropped.
 */
function safeLinkAttributes(attribs: Record<string, string>): Record<string, string> {
  const { target, rel: _writersRel, ...rest } = attribs;
  const newWindow = target?.trim().toLowerCase() === '_blank';
  return { ...rest, ...(newWindow ? { target: '_blank' } : {}), rel: 'noopener noreferrer' };
}

/** Cleans an article body before it is stored. */
export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of an HTML fragment (for descriptions): tags dropped, whitespace collapsed. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|figcaption|td|th|div)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
