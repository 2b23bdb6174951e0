import type { Item, LiveArticle, NewsroomLiveUpdate, NewsroomNotice, Page } from '@janmat/shared/contracts';
import {
  LIVE_FIELD_MESSAGES as L,
  type LiveUpdateChange,
  liveListQuerySchema,
  liveStateSchema,
  liveUpdateChangeSchema,
  liveUpdateSchema,
  MAX_LIVE_UPDATE_LENGTH,
} from '@janmat/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sanitizeArticle } from '../../content/sanitizeArticle';
import { params, wholeNumber } from '../../core/http/schemas';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { audit } from '../audit/auditStore';
import { sessionOf } from '../auth/guard';
import { pageOf } from '../common/paging';
import { answerRefusal, refuse, staleVersion } from '../common/refusals';
import { checkInput, invalid } from '../common/validate';
import { ifMatchOf, versionRequired, withVersion } from '../common/versions';
import { changesOf, editorsOnly, rowIdParams } from '../desk/desk';
import { LIVE_MESSAGES as LM } from './liveMessages';
import { refreshLivePage } from './livePurge';
import {
  correctUpdate,
  deleteUpdate,
  insertUpdate,
  type LiveUpdateColumns,
  liveArticleOf,
  liveUpdateView,
  setLive,
  updateById,
  updatesOf,
} from './liveStore';

const articleParams = params({ articleId: wholeNumber(1) });

/** The text as stored: cleaned with the article body's allow-list; refused when empty or too long once cleaned. */
function cleanBody(body: string): { ok: true; value: string } | { ok: false; errors: Record<string, string> } {
  const clean = sanitizeArticle(body.replaceAll('\u0000', ''));
  if (clean.length > MAX_LIVE_UPDATE_LENGTH)
    return { ok: false, errors: { body: L.bodyInvalid(MAX_LIVE_UPDATE_LENGTH) } };
  if (clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '') return { ok: false, errors: { body: L.bodyRequired } };
  return { ok: true, value: clean };
}

function columnsOf(fields: LiveUpdateChange, body: string | undefined): LiveUpdateColumns {
  const columns: LiveUpdateColumns = {};
  if (body !== undefined) columns.body = body;
  if (fields.photo !== undefined) columns.photo = fields.photo;
  if (fields.pinned !== undefined) columns.pinned = fields.pinned;
  if (fields.keyEvent !== undefined) columns.key_event = fields.keyEvent;
  return columns;
}

const audited = (row: { body: string; photo: string; pinned: boolean; key_event: boolean }) => ({
  body: row.body,
  photo: row.photo,
  pinned: row.pinned,
  keyEvent: row.key_event,
});

/**
 * The live desk (editors and admins): mark an article live or end its live page, list its updates,
 * post one (text, photo, pinned, key event), correct it (If-Match of its version) or delete it. Every
 * write is audited and refreshes the readers' page and feed (`refreshLivePage`).
 */
export function liveRoutes(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const byArticle = { preHandler: editorsOnly, schema: { params: articleParams } };
  const byUpdate = { preHandler: editorsOnly, schema: { params: rowIdParams } };

  scope.get('/api/newsroom/live/:articleId', byArticle, async (request, reply) => {
    const { articleId } = request.params as { articleId: number };
    const article = await liveArticleOf(db, articleId);
    if (!article) return reply.code(404).send({ message: M.articleNotFound });
    return { data: article } satisfies Item<LiveArticle>;
  });

  scope.put('/api/newsroom/live/:articleId', byArticle, (request, reply) => setLiveState(deps, request, reply));

  scope.get('/api/newsroom/live/:articleId/updates', byArticle, async (request, reply) => {
    const { articleId } = request.params as { articleId: number };
    const query = await checkInput(liveListQuerySchema, request.query);
    if (!query.ok) return invalid(reply, query.errors);
    if (!(await liveArticleOf(db, articleId))) return reply.code(404).send({ message: M.articleNotFound });
    const rows = await updatesOf(db, articleId, query.value.before, query.value.limit);
    return pageOf(rows, query.value.limit, liveUpdateView) satisfies Page<NewsroomLiveUpdate>;
  });

  scope.post('/api/newsroom/live/:articleId/updates', byArticle, (request, reply) => postUpdate(deps, request, reply));
  scope.patch('/api/newsroom/live/updates/:id', byUpdate, (request, reply) => correctLiveUpdate(deps, request, reply));
  scope.delete('/api/newsroom/live/updates/:id', byUpdate, (request, reply) => removeUpdate(deps, request, reply));
}

/** `PUT /api/newsroom/live/:articleId`: the live page started or ended (nothing changes when it already is). */
async function setLiveState(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const { articleId } = request.params as { articleId: number };
  const input = await checkInput(liveStateSchema, request.body);
  if (!input.ok) return invalid(reply, input.errors);
  const { live } = input.value;
  const actor = sessionOf(request).staff.id;
  try {
    const article = await deps.db.transaction(async (tx) => {
      const before = await liveArticleOf(tx, articleId, true);
      if (!before) throw refuse(404, M.articleNotFound);
      if (before.live === live) return before;
      await setLive(tx, articleId, live);
      await audit(tx, actor, live ? 'live_start' : 'live_end', { type: 'article', id: articleId }, {});
      return { ...before, live };
    });
    await refreshLivePage(deps, article, 'state');
    return { data: article } satisfies Item<LiveArticle>;
  } catch (error) {
    return answerRefusal(error, reply);
  }
}

/** `POST /api/newsroom/live/:articleId/updates`: a new update on a live page. */
async function postUpdate(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const { articleId } = request.params as { articleId: number };
  const input = await checkInput(liveUpdateSchema, request.body);
  if (!input.ok) return invalid(reply, input.errors);
  const body = cleanBody(input.value.body);
  if (!body.ok) return invalid(reply, body.errors);
  const { staff } = sessionOf(request);
  const columns = {
    photo: input.value.photo ?? '',
    pinned: input.value.pinned,
    key_event: input.value.keyEvent,
  };
  try {
    const [article, row] = await deps.db.transaction(async (tx) => {
      const article = await liveArticleOf(tx, articleId, true);
      if (!article) throw refuse(404, M.articleNotFound);
      if (!article.live) throw refuse(409, LM.notLive);
      const created = await insertUpdate(tx, articleId, staff.id, { body: body.value, ...columns });
      const subject = { type: 'live_update', id: created.id };
      await audit(tx, staff.id, 'live_update_create', subject, { articleId, ...audited(created) });
      return [article, created] as const;
    });
    await refreshLivePage(deps, article);
    const view = liveUpdateView({ ...row, posted_by: staff.name });
    return withVersion(reply, row.version, { data: view } satisfies Item<NewsroomLiveUpdate>, 201);
  } catch (error) {
    return answerRefusal(error, reply);
  }
}

/** `PATCH /api/newsroom/live/updates/:id`: a correction made to the version its editor saw. */
async function correctLiveUpdate(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const { id } = request.params as { id: number };
  const seen = ifMatchOf(request);
  if (seen === undefined) return versionRequired(reply);
  const input = await checkInput(liveUpdateChangeSchema, request.body);
  if (!input.ok) return invalid(reply, input.errors);
  const body = input.value.body === undefined ? undefined : cleanBody(input.value.body);
  if (body && !body.ok) return invalid(reply, body.errors);
  const actor = sessionOf(request).staff.id;
  try {
    const after = await deps.db.transaction(async (tx) => {
      const before = await updateById(tx, id, true);
      if (!before) throw refuse(404, LM.updateNotFound);
      if (before.version !== seen) throw staleVersion(liveUpdateView(before));
      const row = await correctUpdate(tx, id, seen, columnsOf(input.value, body?.value));
      if (!row) throw staleVersion(liveUpdateView((await updateById(tx, id))!));
      const changes = changesOf(audited(before), audited(row));
      await audit(
        tx,
        actor,
        'live_update_correct',
        { type: 'live_update', id },
        { articleId: row.article_id, ...changes },
      );
      return { ...row, posted_by: before.posted_by };
    });
    await refreshUpdated(deps, after.article_id);
    return withVersion(reply, after.version, { data: liveUpdateView(after) } satisfies Item<NewsroomLiveUpdate>);
  } catch (error) {
    return answerRefusal(error, reply);
  }
}

/** `DELETE /api/newsroom/live/updates/:id`: the update removed, audited with what it said. */
async function removeUpdate(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const { id } = request.params as { id: number };
  const actor = sessionOf(request).staff.id;
  const removed = await deps.db.transaction(async (tx) => {
    const row = await deleteUpdate(tx, id);
    if (row) {
      const detail = { articleId: row.article_id, ...audited(row) };
      await audit(tx, actor, 'live_update_delete', { type: 'live_update', id }, detail);
    }
    return row;
  });
  if (!removed) return reply.code(404).send({ message: LM.updateNotFound });
  await refreshUpdated(deps, removed.article_id);
  return { message: LM.updateDeleted } satisfies NewsroomNotice;
}

/** After an update of the article's live page changed: its page and feed are read afresh. */
async function refreshUpdated(deps: AppDeps, articleId: number): Promise<void> {
  const article = await liveArticleOf(deps.db, articleId);
  if (article) await refreshLivePage(deps, article);
}
