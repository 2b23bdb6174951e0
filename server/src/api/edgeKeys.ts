import { ARTICLE_KEY_CAP } from '../core/edgeKeys';
import { STATE_CATEGORY_CODE, STATE_NEWS_TYPE } from './queries/news';

/**
 * The keys of the readers' answers (core/edgeKeys.ts): each read names the lists it is and what its
 * rows are, so the newsroom's writes can purge exactly the answers (and pages) that showed a thing.
 */

/** Anything every page shows: the header's categories, the state strip, the ticker, the sidebar. */
export const CHROME_KEY = 'chrome';
/** The home page itself. */
export const HOME_KEY = 'home';
/** The lists of polls (the home page's, the polls sidebar). */
export const POLLS_KEY = 'polls';
/** Videos, photo albums, web stories, horoscopes. */
export const MEDIA_KEY = 'media';
/** Search results and suggestions: a story's change or a search alias may change any of them. */
export const SEARCH_KEY = 'search';
/** The list of every story (`/api/news`, `/api/newsall`). */
export const ALL_NEWS_KEY = 'list:all';

export const articleKey = (id: number) => `article:${id}`;
export const authorKey = (id: number) => `author:${id}`;
export const pollKey = (pollId: number) => `poll:${pollId}`;
export const stateKey = (code: string) => `state:${code}`;
/** A category's or subcategory's list, by its code (the news type `states` is the category `state`). */
export const listKey = (code: string) => `list:${code === STATE_NEWS_TYPE ? STATE_CATEGORY_CODE : code}`;

type Row = Record<string, unknown>;

function rowsOf(payload: unknown): Row[] {
  const data = (payload as { data?: unknown } | null | undefined)?.data;
  return Array.isArray(data) ? data.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
}

const isStory = (row: Row) => typeof row.id === 'number' && typeof row.url === 'string' && typeof row.type === 'string';

/**
 * What a news answer shows: each story's article key (the first ARTICLE_KEY_CAP; the list's own key
 * covers the rest) and its author's, whose name goes with it.
 */
export function storyKeys(payload: unknown): string[] {
  const stories = rowsOf(payload).filter(isStory);
  const articles = stories.slice(0, ARTICLE_KEY_CAP).map((row) => articleKey(row.id as number));
  const authors = stories.flatMap((row) => (typeof row.reporter === 'number' ? [authorKey(row.reporter)] : []));
  return [...articles, ...new Set(authors)];
}

/** What a poll answer shows: each poll's key. */
export function pollKeys(payload: unknown): string[] {
  return rowsOf(payload).flatMap((row) => (typeof row.poll_id === 'number' ? [pollKey(row.poll_id)] : []));
}

/** The columns of an article that decide where readers see it. */
export interface ArticlePlace {
  id: number;
  type: string;
  state: string | null;
  subtype: string | null;
  reporter: number;
}

/**
 * Every answer an article appears in or may join or leave: its own, its lists (all stories, its
 * category, subcategory, state, author), the home page and search.
 */
export function articlePlaceKeys(place: ArticlePlace): string[] {
  return [
    articleKey(place.id),
    ALL_NEWS_KEY,
    listKey(place.type),
    ...(place.subtype ? [listKey(place.subtype)] : []),
    ...(place.state ? [stateKey(place.state)] : []),
    authorKey(place.reporter),
    HOME_KEY,
    SEARCH_KEY,
  ];
}
