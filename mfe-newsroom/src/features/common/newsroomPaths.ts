import { buildPath, href } from '@janmat/shared';

/**
 * The newsroom's own pages, below `/newsroom` (the route table's `newsroom` route hands everything
 * under it to this section). Paths are relative to that start; links are built with `newsroomHref`.
 */
export const NEWSROOM_PAGES = {
  articles: '',
  newArticle: 'articles/new',
  article: 'articles/:id',
  live: 'articles/:id/live',
  breaking: 'breaking',
  pushes: 'pushes',
  sitePolls: 'polls',
  authors: 'authors',
  aliases: 'search-aliases',
  visitorPolls: 'visitor-polls',
  contacts: 'contacts',
  staff: 'staff',
  audit: 'audit',
  releases: 'releases',
  results: 'results',
  resultsElection: 'results/:slug',
} as const;

export type NewsroomPage = keyof typeof NEWSROOM_PAGES;

/** A link to one newsroom page: `newsroomHref('article', { id: 7 })` → `/newsroom/articles/7`. */
export function newsroomHref(page: NewsroomPage, params?: Record<string, string | number>): string {
  const start = href.newsroom();
  const rest = buildPath(NEWSROOM_PAGES[page], params);
  return rest ? `${start}/${rest}` : start;
}
