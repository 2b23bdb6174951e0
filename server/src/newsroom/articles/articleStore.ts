import type { Article, ArticleListItem, ArticleVersion, Page } from '@janmat/shared/contracts';
import type { ArticleListQuery } from '@janmat/shared/validation';
import { and, desc, eq, gt, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { newsTypeOf, STATE_CATEGORY_CODE, STATE_NEWS_TYPE } from '../../api/queries/news';
import { isVisible, visibleNews } from '../../api/queries/visibility';
import type { Db } from '../../core/db/client';
import {
  type ArticleStatus,
  articleVersions,
  authors,
  categories,
  news,
  slugRedirects,
  staff,
  states,
  subcategories,
} from '../../core/db/schema';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { IndexKeeper } from '../../search/indexer';
import { staffArticleMatch } from '../../search/staffMatch';
import { literal } from '../common/likePattern';
import { pageOf } from '../common/paging';
import type { ArticleFields } from './articleFields';

export type ArticleRow = typeof news.$inferSelect;
/** Column values of a new article or a change to one. */
export type ArticleColumns = Partial<typeof news.$inferInsert>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Reader = Pick<Db, 'select'>;

/** The category an article is filed under (the news type `states` is the category `state`). */
const categoryOfType = (type: string) => (type === STATE_NEWS_TYPE ? STATE_CATEGORY_CODE : type);

/** A scheduled article whose time has come is simply published. */
function effectiveStatus(row: Pick<ArticleRow, 'status' | 'publish_at'>, now: Date): ArticleStatus {
  return row.status === 'scheduled' && isVisible(row, now) ? 'published' : row.status;
}

/** Readers could see it at some point (its old address must keep working, its date stays). */
export function wasPublic(row: ArticleRow, now: Date): boolean {
  if (row.first_published_at) return row.first_published_at.getTime() <= now.getTime();
  return row.status !== 'draft' && row.status !== 'submitted' && row.status !== 'scheduled';
}

export function articleView(row: ArticleRow, now: Date): Article {
  return {
    id: row.id,
    title: row.name,
    slug: row.url,
    status: effectiveStatus(row, now),
    category: categoryOfType(row.type),
    type: row.type,
    state: row.state,
    subtype: row.subtype,
    reporterId: row.reporter,
    photo: row.photo,
    body: row.des,
    publishAt: row.publish_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
    createdBy: row.created_by_staff,
    /** Readers have seen it (its slug is then fixed in the editor; a changed one leaves a redirect). */
    wasPublic: wasPublic(row, now),
    version: row.version,
    changedSinceSubmit: row.changed_since_submit,
  };
}

/** The fields a version keeps, as the editor shows them. */
export function snapshot(row: ArticleRow, now: Date): Record<string, unknown> {
  const {
    id: _id,
    updatedAt: _at,
    createdBy: _by,
    wasPublic: _public,
    version: _version,
    changedSinceSubmit: _changed,
    ...fields
  } = articleView(row, now);
  return fields;
}

/** Names of the fields whose value differs between two snapshots. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter(
    (key) => before === null || JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

export async function addVersion(
  tx: Tx,
  article: number,
  staffId: number,
  fields: Record<string, unknown>,
  changed: string[],
): Promise<void> {
  await tx.insert(articleVersions).values({ article_id: article, staff_id: staffId, fields, changed });
}

/** Hindi errors for codes and a reporter that do not exist. */
export async function missingReferences(db: Reader, fields: ArticleFields): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;
  const checks: Promise<void>[] = [];
  if (fields.category) {
    const category = fields.category;
    checks.push(
      exists(db.select({ id: categories.id }).from(categories).where(eq(categories.c_code, category)).limit(1)).then(
        (ok) => {
          if (!ok) errors.category = M.categoryUnknown;
        },
      ),
    );
  }
  if (fields.state) {
    const state = fields.state;
    checks.push(
      exists(db.select({ id: states.id }).from(states).where(eq(states.code, state)).limit(1)).then((ok) => {
        if (!ok) errors.state = M.stateUnknown;
      }),
    );
  }
  if (fields.subtype) {
    const subtype = fields.subtype;
    checks.push(
      exists(
        db.select({ id: subcategories.id }).from(subcategories).where(eq(subcategories.s_code, subtype)).limit(1),
      ).then((ok) => {
        if (!ok) errors.subtype = M.subtypeUnknown;
      }),
    );
  }
  if (fields.reporterId !== undefined) {
    const reporter = fields.reporterId;
    checks.push(
      exists(db.select({ id: authors.id }).from(authors).where(eq(authors.id, reporter)).limit(1)).then((ok) => {
        if (!ok) errors.reporterId = M.reporterUnknown;
      }),
    );
  }
  await Promise.all(checks);
  return errors;
}

/** The columns a change of fields sets. */
export function columnsOf(fields: ArticleFields): ArticleColumns {
  return {
    ...(fields.title !== undefined ? { name: fields.title } : {}),
    ...(fields.slug !== undefined ? { url: fields.slug } : {}),
    ...(fields.category !== undefined ? { type: newsTypeOf(fields.category) } : {}),
    ...(fields.state !== undefined ? { state: fields.state } : {}),
    ...(fields.subtype !== undefined ? { subtype: fields.subtype } : {}),
    ...(fields.reporterId !== undefined ? { reporter: fields.reporterId } : {}),
    ...(fields.photo !== undefined ? { photo: fields.photo } : {}),
    ...(fields.body !== undefined ? { des: fields.body } : {}),
  };
}

function statusIs(status: ArticleStatus, now: Date): SQL {
  if (status === 'published') return visibleNews(now);
  if (status === 'scheduled') return and(eq(news.status, 'scheduled'), gt(news.publish_at, now))!;
  return eq(news.status, status);
}

/**
 * The newsroom's list: newest first (by id), `limit` at a time; `onlyBy` limits it to one writer's.
 * `q` finds what the readers' search would (spelling variants, Latin typing, aliases), in every
 * status, and also any headline or slug containing it as typed.
 */
export async function listArticles(
  db: Db,
  index: IndexKeeper,
  query: ArticleListQuery,
  onlyBy: number | undefined,
  now: Date,
): Promise<Page<ArticleListItem>> {
  const q = query.q;
  const where = and(
    onlyBy === undefined ? undefined : eq(news.created_by_staff, onlyBy),
    q === undefined
      ? undefined
      : or(await staffArticleMatch(db, index, q), ilike(news.name, literal(q)), ilike(news.url, literal(q))),
    query.status === undefined ? undefined : statusIs(query.status, now),
    query.category === undefined ? undefined : eq(news.type, newsTypeOf(query.category)),
    query.state === undefined ? undefined : eq(news.state, query.state),
    query.reporter === undefined ? undefined : eq(news.reporter, query.reporter),
    query.before === undefined ? undefined : lt(news.id, query.before),
  );
  const rows = await db
    .select({
      id: news.id,
      name: news.name,
      url: news.url,
      status: news.status,
      publish_at: news.publish_at,
      type: news.type,
      state: news.state,
      subtype: news.subtype,
      reporter_id: authors.id,
      reporter_name: authors.name,
      updated_at: news.updated_at,
      changed_since_submit: news.changed_since_submit,
    })
    .from(news)
    .leftJoin(authors, eq(authors.id, news.reporter))
    .where(where)
    .orderBy(desc(news.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, (row) => ({
    id: row.id,
    title: row.name,
    slug: row.url,
    status: effectiveStatus(row, now),
    category: categoryOfType(row.type),
    state: row.state,
    subtype: row.subtype,
    reporter: row.reporter_id === null ? null : { id: row.reporter_id, name: row.reporter_name! },
    updatedAt: row.updated_at.toISOString(),
    publishAt: row.publish_at?.toISOString() ?? null,
    changedSinceSubmit: row.changed_since_submit,
  }));
}

/** An article's versions, newest first, with who made each. */
export async function versionsOf(db: Db, article: number): Promise<ArticleVersion[]> {
  const rows = await db
    .select({
      id: articleVersions.id,
      at: articleVersions.at,
      staff_id: articleVersions.staff_id,
      staff_name: staff.name,
      changed: articleVersions.changed,
    })
    .from(articleVersions)
    .leftJoin(staff, eq(staff.id, articleVersions.staff_id))
    .where(eq(articleVersions.article_id, article))
    .orderBy(desc(articleVersions.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    staff: row.staff_id === null ? null : { id: row.staff_id, name: row.staff_name! },
    changed: row.changed,
  }));
}

/** The coming moments of scheduled articles (ms): the read cache drops its answers at each. */
export async function comingSchedules(db: Db, now: Date = new Date()): Promise<number[]> {
  const rows = await db
    .select({ at: news.publish_at })
    .from(news)
    .where(and(eq(news.status, 'scheduled'), gt(news.publish_at, now)));
  return rows.flatMap((row) => (row.at ? [row.at.getTime()] : []));
}

/** The article by id; with `lock`, its row stays locked until the transaction ends. */
export async function selectArticle(tx: Reader, id: number, lock: boolean): Promise<ArticleRow | undefined> {
  const query = tx.select().from(news).where(eq(news.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertArticle(tx: Tx, values: typeof news.$inferInsert): Promise<ArticleRow> {
  const [created] = await tx.insert(news).values(values).returning();
  return created!;
}

/**
 * The change, made only while the article is still at `version` (one statement: the check and the
 * write cannot be separated by another process's change), which it takes one further; undefined when
 * the article has moved on.
 */
export async function updateArticle(
  tx: Tx,
  id: number,
  version: number,
  columns: ArticleColumns,
): Promise<ArticleRow | undefined> {
  const [after] = await tx
    .update(news)
    .set({ ...columns, version: sql`${news.version} + 1` })
    .where(and(eq(news.id, id), eq(news.version, version)))
    .returning();
  return after;
}

/**
 * A new slug of article `id`: one of its own old slugs taken back is its address again, not a
 * redirect; a public article's old address (`oldSlug`) keeps working as a 301 to the new one.
 */
export async function moveSlug(tx: Tx, id: number, newSlug: string, oldSlug: string | undefined): Promise<void> {
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.old_slug, newSlug), eq(slugRedirects.article_id, id)));
  if (oldSlug !== undefined) {
    await tx.insert(slugRedirects).values({ old_slug: oldSlug, article_id: id }).onConflictDoNothing();
  }
}
