import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { authors, constituencies, elections, news, stories } from '../../core/db/schema';
import { visibleNews } from './visibility';

const newestFirst = [desc(news.created_at), desc(news.id)];

/** What the sitemap needs of every article: its link, its date and the lists it appears in. */
export const sitemapArticles = (db: Db) =>
  db
    .select({
      type: news.type,
      url: news.url,
      state: news.state,
      subtype: news.subtype,
      reporter: news.reporter,
      created_at: news.created_at,
    })
    .from(news)
    .where(visibleNews())
    .orderBy(...newestFirst);

export type SitemapArticle = Awaited<ReturnType<typeof sitemapArticles>>[number];

/** The newest `limit` articles with their HTML body (for the RSS feed). */
export const latestArticles = (db: Db, limit: number) =>
  db
    .select({ name: news.name, type: news.type, url: news.url, des: news.des, created_at: news.created_at })
    .from(news)
    .where(visibleNews())
    .orderBy(...newestFirst)
    .limit(limit);

export type FeedArticle = Awaited<ReturnType<typeof latestArticles>>[number];

export const authorIds = (db: Db) => db.select({ id: authors.id }).from(authors).orderBy(asc(authors.id));

export const storyDates = (db: Db) =>
  db.select({ type: stories.type, created_at: stories.created_at }).from(stories).orderBy(desc(stories.created_at));

/** Every election's seats (their pages are in the sitemap with the election's), dated by their last count. */
export const resultPages = (db: Db) =>
  db
    .select({ election: elections.slug, seat: constituencies.slug, updated_at: constituencies.updated_at })
    .from(constituencies)
    .innerJoin(elections, eq(elections.id, constituencies.election_id))
    .orderBy(asc(elections.id), asc(constituencies.number));
