import type { ArticleStatus, PushOutcome } from '@janmat/shared/contracts';
import { parseIstMinute, publishSchema } from '@janmat/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isVisible } from '../../api/queries/visibility';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { audit } from '../audit/auditStore';
import { requireStaff, sessionOf } from '../auth/guard';
import type { StaffSession } from '../auth/sessionStore';
import { istStamp } from '../common/ist';
import { pushNews } from '../common/pushNews';
import { answerRefusal, refuse, staleVersion, type Tx } from '../common/refusals';
import { checkInput, invalid } from '../common/validate';
import { ifMatchOf, versionRequired, withVersion } from '../common/versions';
import { articleIdParams, lockVersion, tellReaders } from './articleAccess';
import {
  type ArticleColumns,
  type ArticleRow,
  addVersion,
  articleView,
  changedFields,
  selectArticle,
  snapshot,
  updateArticle,
  wasPublic,
} from './articleStore';

interface Transition {
  /** The new column values, or a refusal thrown. */
  change: (row: ArticleRow, now: Date) => ArticleColumns;
  action: string;
  /** «पुश भेजें»: once readers see the article, its followers are notified. */
  push?: boolean;
}

/** What publishing needs besides what every article has (title, category, reporter). */
function missingForPublish(row: ArticleRow): Record<string, string> {
  const errors: Record<string, string> = {};
  if (row.photo === '') errors.photo = M.photoRequired;
  if (row.des === '') errors.body = M.bodyRequired;
  return errors;
}

/** Publishing now, or at `at` (a moment still to come makes it scheduled). */
function publishChange(at: Date | undefined) {
  return (row: ArticleRow, now: Date): ArticleColumns => {
    const missing = missingForPublish(row);
    if (Object.keys(missing).length > 0) throw refuse(400, M.incomplete, missing);
    const future = at !== undefined && at.getTime() > now.getTime();
    const status: ArticleStatus = future ? 'scheduled' : 'published';
    // Already public and published again: it keeps its moment (a correction is a PATCH).
    const when = future ? at : isVisible(row, now) ? (row.publish_at ?? now) : now;
    if (wasPublic(row, now)) {
      // Its date (created_at) is the one readers saw; it stays.
      return { status, publish_at: when, first_published_at: row.first_published_at ?? now };
    }
    // First time out: the article's date is the moment it appears.
    return { status, publish_at: when, first_published_at: when, created_at: istStamp(when) };
  };
}

async function transition(
  tx: Tx,
  id: number,
  session: StaffSession,
  { change, action }: Transition,
  seen: number,
  now: Date,
): Promise<{ before: ArticleRow; after: ArticleRow }> {
  // Every step is a change: a reporter only takes their own drafts further, and only the version seen.
  const before = await lockVersion(tx, id, session, seen, now);
  // Sent (again) to the editors, or acted on by one: nothing is left unseen.
  const after = await updateArticle(tx, id, seen, {
    ...change(before, now),
    updated_at: now,
    changed_since_submit: false,
  });
  if (!after) throw staleVersion(articleView((await selectArticle(tx, id, false))!, now));
  const changed = changedFields(snapshot(before, now), snapshot(after, now));
  if (changed.length > 0) await addVersion(tx, id, session.staff.id, snapshot(after, now), changed);
  await audit(
    tx,
    session.staff.id,
    action,
    { type: 'article', id },
    {
      from: before.status,
      to: after.status,
      publishAt: after.publish_at?.toISOString() ?? null,
    },
  );
  return { before, after };
}

/** A step asked for: its transition, or what is wrong with the request's body. */
type StepOf = (request: FastifyRequest) => Promise<Transition | { errors: Record<string, string> }>;

/** A reporter sends their own draft (again) to the editors. */
const submit: StepOf = async () => ({
  action: 'article_submit',
  change: (row) => {
    if (row.status !== 'draft' && row.status !== 'submitted') throw refuse(409, M.notADraft);
    return { status: 'submitted' };
  },
});

/** An editor publishes now, or schedules for a moment to come (`at`, IST). */
const publish: StepOf = async (request) => {
  const input = await checkInput(publishSchema, request.body);
  if (!input.ok) return { errors: input.errors };
  const at = input.value.at ? parseIstMinute(input.value.at) : undefined;
  const scheduled = at !== undefined && at.getTime() > Date.now();
  return {
    action: scheduled ? 'article_schedule' : 'article_publish',
    change: publishChange(at),
    push: input.value.push === true,
  };
};

/** An editor takes a published or scheduled article back. */
const unpublish: StepOf = async () => ({
  action: 'article_unpublish',
  change: (row) => {
    if (row.status !== 'published' && row.status !== 'scheduled') throw refuse(409, M.notPublished);
    return { status: 'unpublished' };
  },
});

/** One step on article `:id`, made to the version its sender saw (`If-Match`); readers see the outcome at once. */
async function takeStep(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, stepOf: StepOf) {
  const { id } = request.params as { id: number };
  const seen = ifMatchOf(request);
  if (seen === undefined) return versionRequired(reply);
  const step = await stepOf(request);
  if ('errors' in step) return invalid(reply, step.errors);
  const now = new Date();
  try {
    const { before, after } = await deps.db.transaction((tx) =>
      transition(tx, id, sessionOf(request), step, seen, now),
    );
    await tellReaders(deps, {
      before,
      after,
      readersSawIt: isVisible(before, now),
      readersSeeIt: isVisible(after, now),
      scheduledFor:
        after.status === 'scheduled' && after.publish_at && !isVisible(after, now) ? after.publish_at : undefined,
    });
    const push = step.push ? await publishedPush(deps, after, sessionOf(request).staff.id, now) : undefined;
    return withVersion(reply, after.version, push ? { ...articleView(after, now), push } : articleView(after, now));
  } catch (error) {
    return answerRefusal(error, reply);
  }
}

/** The push of an article published with «पुश भेजें»: sent when readers see it now, else not (scheduled). */
async function publishedPush(deps: AppDeps, after: ArticleRow, staffId: number, now: Date): Promise<PushOutcome> {
  if (!isVisible(after, now)) return { id: null, recipients: 0, heldTopics: [], message: M.pushNotScheduled };
  return pushNews(deps, { source: 'article', slug: after.url, staffId });
}

/** Submit (a reporter's own draft to the editors), publish / schedule and unpublish (editors, admins). */
export function articleActions(scope: FastifyInstance, deps: AppDeps): void {
  const editors = requireStaff(['admin', 'editor']);
  const steps = [
    ['submit', requireStaff(), submit],
    ['publish', editors, publish],
    ['unpublish', editors, unpublish],
  ] as const;
  for (const [name, preHandler, stepOf] of steps) {
    scope.post(
      `/api/newsroom/articles/:id/${name}`,
      { preHandler, schema: { params: articleIdParams } },
      async (request, reply) => takeStep(deps, request, reply, stepOf),
    );
  }
}
