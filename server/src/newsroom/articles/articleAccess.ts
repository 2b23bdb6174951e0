import { articlePlaceKeys, CHROME_KEY } from '../../api/edgeKeys';
import type { Db } from '../../core/db/client';
import { MISSING_KEY } from '../../core/edgeKeys';
import { wholeNumber } from '../../core/http/schemas';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { AppDeps } from '../../deps';
import type { StaffSession } from '../auth/sessionStore';
import { refuse, staleVersion } from '../common/refusals';
import { linkedFromChrome } from './articlePurgeStore';
import { type ArticleRow, articleView, selectArticle } from './articleStore';

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
 * After a change has committed: when readers could see the article before or after it, every answer
 * showing it, here, on every other process and in the shared caches in front, is dropped
 * (`afterWrite`, by the keys of every place it is or was: edgeKeys.ts); a scheduled article's time
 * is passed along, so each process clears its cache again at that moment and the edge is purged of
 * what it changes then (purgeMoments.ts).
 */
export async function tellReaders(
  deps: Pick<AppDeps, 'db' | 'afterWrite'>,
  change: {
    before: ArticleRow;
    after: ArticleRow;
    readersSawIt: boolean;
    readersSeeIt: boolean;
    scheduledFor?: Date;
  },
): Promise<void> {
  const { before, after, readersSawIt, readersSeeIt } = change;
  const seen = readersSawIt || readersSeeIt;
  await deps.afterWrite({
    keys: seen ? await changedKeys(deps.db, before, after, readersSawIt && readersSeeIt) : [],
    changesAt: change.scheduledFor,
    // Scheduled or no longer: the moments to purge are read again.
    movesMoments: before.status === 'scheduled' || after.status === 'scheduled',
  });
}
