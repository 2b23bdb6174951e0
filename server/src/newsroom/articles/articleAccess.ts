import type { Article } from '@janmat/shared/contracts';
import type { FastifyReply } from 'fastify';
import { articlePlaceKeys, CHROME_KEY } from '../../api/edgeKeys';
import { ALL_GROUPS } from '../../core/cache';
import type { Db } from '../../core/db/client';
import { MISSING_KEY } from '../../core/edgeKeys';
import { wholeNumber } from '../../core/http/schemas';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { AppDeps } from '../../deps';
import type { StaffSession } from '../auth/sessionStore';
import { etagOf } from '../common/versions';
import { linkedFromChrome } from './articlePurgeStore';
import { type ArticleRow, articleView, selectArticle } from './articleStore';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const articleIdParams = {
  type: 'object',
  properties: { id: wholeNumber(1) },
  required: ['id'],
  additionalProperties: false,
} as const;

/** Editors and admins see and change every article; a reporter only what they wrote. */
export const editsAll = (session: StaffSession) => session.staff.role !== 'reporter';

function mayRead(session: StaffSession, row: ArticleRow): boolean {
  return editsAll(session) || row.created_by_staff === session.staff.id;
}

/** A reporter changes their own drafts (and drafts sent to an editor) only; what is public is an editor's. */
function mayEdit(session: StaffSession, row: ArticleRow): boolean {
  if (editsAll(session)) return true;
  return row.created_by_staff === session.staff.id && (row.status === 'draft' || row.status === 'submitted');
}

/** Refusals a transaction throws, answered after it has rolled back. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: Record<string, string>; current?: { version: number } },
  ) {
    super(body.message);
  }
}

export const refuse = (status: number, message: string, errors?: Record<string, string>) =>
  new Refusal(status, errors ? { message, errors } : { message });

/** 409: the change was made to an older version; the article as it is now goes with it. */
export const staleVersion = (current: Article | { version: number }) =>
  new Refusal(409, { message: M.versionStale, current });

export function answerRefusal(error: unknown, reply: FastifyReply): FastifyReply {
  if (error instanceof Refusal) {
    if (error.body.current) reply.header('etag', etagOf(error.body.current.version));
    return reply.code(error.status).send(error.body);
  }
  if (isUniqueViolation(error)) return reply.code(409).send({ message: M.slugTaken });
  throw error;
}

/** A unique key refused the row (two articles given one slug at the same moment). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * The article after the role rules: 404 unknown, 403 another reporter's (or, with `edit`, one a
 * reporter may no longer change). With `edit` its row stays locked until the transaction ends.
 */
export async function lockArticle(
  tx: Pick<Db, 'select'>,
  id: number,
  session: StaffSession,
  access: 'read' | 'edit',
): Promise<ArticleRow> {
  const row = await selectArticle(tx, id, access === 'edit');
  if (!row) throw refuse(404, M.articleNotFound);
  if (!mayRead(session, row)) throw refuse(403, M.notYourArticle);
  if (access === 'edit' && !mayEdit(session, row)) throw refuse(403, M.reporterDraftsOnly);
  return row;
}

/**
 * The article to change, locked, when it is still at `version` (the one its changer saw); else 409
 * with the article as it is now. The write itself checks the version again (`updateArticle`).
 */
export async function lockVersion(
  tx: Pick<Db, 'select'>,
  id: number,
  session: StaffSession,
  version: number,
  now: Date,
): Promise<ArticleRow> {
  const row = await lockArticle(tx, id, session, 'edit');
  if (row.version !== version) throw staleVersion(articleView(row, now));
  return row;
}

/** What a change to an article may show readers differently, named for the shared cache in front. */
async function changedKeys(db: Db, before: ArticleRow, after: ArticleRow, stayed: boolean): Promise<string[]> {
  const keys = [...articlePlaceKeys(before), ...articlePlaceKeys(after)];
  // Appearing, leaving or moving, it changes what its addresses answer (a "not found" may be kept) and
  // the ticker and popular links that point at it (shown only while it is public).
  const moved = !stayed || before.url !== after.url;
  if (moved) keys.push(MISSING_KEY);
  if (moved && (await linkedFromChrome(db, [before.url, after.url]))) keys.push(CHROME_KEY);
  return keys;
}

/**
 * After a change has committed: when readers could see the article before or after it, every read
 * cache (this process and, through the bus, every other) is cleared now, and the shared caches in
 * front are purged of every answer showing it (edgeKeys.ts); a scheduled article's time is passed
 * along so each process clears again at that moment, and the moment is purged then (purgeMoments.ts).
 */
export async function tellReaders(
  deps: AppDeps,
  change: {
    before: ArticleRow;
    after: ArticleRow;
    readersSawIt: boolean;
    readersSeeIt: boolean;
    scheduledFor?: Date;
  },
): Promise<void> {
  const { before, after } = change;
  // Scheduled or no longer: the moments to purge are read again.
  if (before.status === 'scheduled' || after.status === 'scheduled') deps.moments.refresh();
  const expireAt = change.scheduledFor?.getTime();
  if (!change.readersSawIt && !change.readersSeeIt && expireAt === undefined) return;
  await deps.cache.clearUntil(ALL_GROUPS, expireAt);
  if (change.readersSawIt || change.readersSeeIt) {
    deps.purge(await changedKeys(deps.db, before, after, change.readersSawIt && change.readersSeeIt));
  }
}
