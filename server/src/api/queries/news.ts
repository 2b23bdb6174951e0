import type { Author, ListResponse, NewsItem } from '@janmat/shared/contracts';
import { and, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { authors, liveUpdates, news, slugRedirects } from '../../core/db/schema';
import { visibleNews } from './visibility';

/** List answers carry every article field except the HTML body. */
export type NewsListItem = Omit<NewsItem, 'des'>;

/** Type of state news; the category with c_code `state` lists it. */
export const STATE_NEWS_TYPE = 'states';
export const STATE_CATEGORY_CODE = 'state';
/** `/api/newsall`: the three newest stories lead, the rest come from these types only. */
const NEWSALL_LEADS = 3;
const NEWSALL_TYPES = ['national', 'international', STATE_NEWS_TYPE];
/** The most `/api/newsall?per_type=` may ask of each type. */
export const NEWSALL_PER_TYPE_MAX = 50;

const listColumns = {
  id: news.id,
  name: news.name,
  type: news.type,
  url: news.url,
  state: news.state,
  subtype: news.subtype,
  photo: news.photo,
  reporter: news.reporter,
  reported_by: authors.name,
  created_at: news.created_at,
  live: news.live,
};

/** A live article's row carries `live: true`; any other leaves the field out (the spec's fields, as before). */
function markLive<T extends { live: boolean }>({ live, ...row }: T): Omit<T, 'live'> & { live?: true } {
  return live ? { ...row, live: true } : row;
}

const newestFirst = [desc(news.created_at), desc(news.id)];

/** Visible stories matching `where`, newest first: all of them, or the `limit` newest. */
export async function listNews(db: Db, where?: SQL, limit?: number): Promise<NewsListItem[]> {
  const query = db
    .select(listColumns)
    .from(news)
    .innerJoin(authors, eq(authors.id, news.reporter))
    .where(and(visibleNews(), where))
    .orderBy(...newestFirst)
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(markLive);
}

/** Category code in a URL → the news type it lists (`state` lists `states`). */
export function newsTypeOf(code: string): string {
  return code === STATE_CATEGORY_CODE ? STATE_NEWS_TYPE : code;
}

/** The `perType` newest stories of each of newsall's types matching `where`, newest first together. */
async function newestOfEachType(db: Db, perType: number, where: SQL | undefined): Promise<NewsListItem[]> {
  const lists = await Promise.all(NEWSALL_TYPES.map((type) => listNews(db, and(eq(news.type, type), where), perType)));
  return lists.flat().sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/**
 * `/api/newsall`: the three newest stories, then every story of the national, international and state
 * types (the spec's call), or with `perType` only that many of each (what the home page shows: the
 * spec's answer grows with every story ever written, and the page shows six of each).
 */
export async function newsAll(db: Db, perType?: number): Promise<ListResponse<NewsListItem>> {
  const leads = await listNews(db, undefined, NEWSALL_LEADS);
  const notLeads = leads.length
    ? notInArray(
        news.id,
        leads.map((n) => n.id),
      )
    : undefined;
  const rest =
    perType === undefined
      ? await listNews(db, and(inArray(news.type, NEWSALL_TYPES), notLeads))
      : await newestOfEachType(db, perType, notLeads);
  return { data: [...leads, ...rest] };
}

/**
 * The article with its body. `live`: true while its live page runs, false once it ended with updates
 * to show, absent for an article that never had a live page.
 */
export async function newsDetails(db: Db, url: string): Promise<NewsItem | undefined> {
  const hadUpdates = sql<boolean>`exists (select 1 from ${liveUpdates} where ${liveUpdates.article_id} = ${news.id})`;
  const [row] = await db
    .select({ ...listColumns, des: news.des, hadUpdates })
    .from(news)
    .innerJoin(authors, eq(authors.id, news.reporter))
    .where(and(eq(news.url, url), visibleNews()))
    .limit(1);
  if (!row) return undefined;
  const { live, hadUpdates: had, ...item } = row;
  return live || had ? { ...item, live } : item;
}

/** The current slug of a public article that was once at `oldSlug` (its page answers 301 there). */
async function currentSlugOf(db: Db, oldSlug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ url: news.url })
    .from(slugRedirects)
    .innerJoin(news, eq(news.id, slugRedirects.article_id))
    .where(and(eq(slugRedirects.old_slug, oldSlug), visibleNews()))
    .limit(1);
  return row?.url;
}

/** The article an old address of it names (its slug changed since), if it is visible. */
export async function currentArticle(db: Db, oldSlug: string): Promise<NewsItem | undefined> {
  const current = await currentSlugOf(db, oldSlug);
  return current === undefined ? undefined : newsDetails(db, current);
}

export async function authorById(db: Db, id: number): Promise<Author | undefined> {
  const [author] = await db
    .select({
      id: authors.id,
      name: authors.name,
      des: authors.des,
      photo: authors.photo,
      link1: authors.link1,
      link2: authors.link2,
    })
    .from(authors)
    .where(eq(authors.id, id))
    .limit(1);
  return author;
}

export async function newsCardsByAuthor(db: Db, id: number) {
  return db
    .select({ id: news.id, name: news.name, type: news.type, url: news.url, photo: news.photo, state: news.state })
    .from(news)
    .where(and(eq(news.reporter, id), visibleNews()))
    .orderBy(...newestFirst);
}
