import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { sanitizeArticle } from '../content/sanitizeArticle';
import type { Db } from '../core/db/client';
import * as t from '../core/db/schema';
import type { SeedContent } from './types';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who "created" the site's own polls. */
const SITE_POLL_CREATOR = 'janmat';

const SEED_LOCK_KEY = 7_310_001;

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length > 0) await tx.insert(table).values(rows);
}

/** True once the corpus is in (the seed always has categories). */
async function isSeeded(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.categories);
  return (row?.n ?? 0) > 0;
}

function authorIdsOf(inserted: { id: number }[]): (reporter: number) => number {
  return (reporter) => {
    const id = inserted[reporter - 1]?.id;
    if (id === undefined) throw new Error(`Seed news refers to unknown author ${reporter}`);
    return id;
  };
}

async function insertNews(tx: Tx, content: SeedContent): Promise<Map<string, number>> {
  const authors = await tx.insert(t.authors).values(content.authors).returning({ id: t.authors.id });
  const authorId = authorIdsOf(authors);
  if (content.news.length === 0) return new Map();
  const rows = await tx
    .insert(t.news)
    .values(content.news.map((n) => ({ ...n, des: sanitizeArticle(n.des), reporter: authorId(n.reporter) })))
    .returning({ id: t.news.id, url: t.news.url });
  return new Map(rows.map((r) => [r.url, r.id]));
}

async function insertPolls(tx: Tx, content: SeedContent, newsIds: Map<string, number>): Promise<void> {
  const rows = content.sitePolls.map(({ news_url, ...poll }) => {
    const newsId = news_url === null ? null : newsIds.get(news_url);
    if (newsId === undefined) throw new Error(`Seed poll ${poll.poll_id} refers to unknown article ${news_url}`);
    return { ...poll, kind: 'site', created_by: SITE_POLL_CREATOR, news_id: newsId };
  });
  await insertAll(tx, t.polls, rows);
}

async function insertAlbums(tx: Tx, content: SeedContent): Promise<void> {
  for (const { photos, ...album } of content.albums) {
    const [row] = await tx.insert(t.albums).values(album).returning({ id: t.albums.id });
    await insertAll(
      tx,
      t.albumPhotos,
      photos.map((p, position) => ({ ...p, album: row!.id, position })),
    );
  }
}

/**
 * Loads the whole corpus in one transaction when the database is empty. Returns false (and writes
 * nothing) when it was already seeded, so calling it on every start is safe.
 */
export async function seedDatabase(db: Db, content: SeedContent): Promise<boolean> {
  if (await isSeeded(db)) return false;
  return db.transaction(async (tx) => {
    // Two servers starting on one empty PostgreSQL database: the second waits, then finds it seeded.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return false;
    await insertAll(tx, t.categories, content.categories);
    await insertAll(tx, t.subcategories, content.subcategories);
    await insertAll(tx, t.states, content.states);
    const newsIds = await insertNews(tx, content);
    await insertPolls(tx, content, newsIds);
    await insertAll(tx, t.breaking, content.breaking);
    await insertAll(tx, t.popular, content.popular);
    await insertAll(tx, t.videos, content.videos);
    await insertAlbums(tx, content);
    await insertAll(tx, t.storyCategories, content.storyCategories);
    await insertAll(tx, t.stories, content.stories);
    await insertAll(tx, t.horoscopes, content.horoscopes);
    await insertAll(tx, t.weather, content.weather);
    await insertAll(tx, t.market, content.market);
    await insertAll(tx, t.gold, content.gold);
    return true;
  });
}
