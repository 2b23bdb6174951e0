import type { SeedNews } from '../types';

/** What a content file writes for one article; the rest of `SeedNews` is derived from it. */
export interface ArticleDraft {
  url: string;
  name: string;
  /** Author id (1-based position in `authors`). */
  reporter: number;
  /** `YYYY-MM-DD HH:mm:ss`. */
  at: string;
  subtype?: string;
  /** Paragraph texts; an item that already starts with `<` is kept as HTML (heading, quote, note). */
  body: string[];
}

export const h2 = (text: string): string => `<h2>${text}</h2>`;
export const quote = (text: string): string => `<blockquote>${text}</blockquote>`;
export const note = (text: string): string => `<p><em>${text}</em></p>`;

function toHtml(body: string[]): string {
  return body.map((part) => (part.startsWith('<') ? part : `<p>${part}</p>`)).join('\n');
}

function build(type: string, state: string | null, d: ArticleDraft): SeedNews {
  return {
    name: d.name,
    type,
    url: d.url,
    state,
    subtype: d.subtype ?? null,
    photo: `/uploads/news/${d.url}.svg`,
    des: toHtml(d.body),
    reporter: d.reporter,
    created_at: d.at,
  };
}

/** An article of a category (`type` is the category c_code). */
export function article(type: string, d: ArticleDraft): SeedNews {
  return build(type, null, d);
}

/** A state article: type `states`, listed by the category with c_code `state`. */
export function stateArticle(state: string, d: ArticleDraft): SeedNews {
  return build('states', state, d);
}
