import type { BreakingItem, Item, NewsroomNotice, Page, PushOutcome } from '@janmat/shared/contracts';
import {
  type BreakingChange,
  breakingChangeSchema,
  breakingOrderSchema,
  breakingSchema,
  NEWSROOM_FIELD_MESSAGES as F,
  parseIstMinute,
} from '@janmat/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHROME_KEY } from '../../api/edgeKeys';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { audit } from '../audit/auditStore';
import { sessionOf } from '../auth/guard';
import { pushNews } from '../common/pushNews';
import { answerRefusal, refuse, staleVersion } from '../common/refusals';
import { checkInput, invalid } from '../common/validate';
import { ifMatchOf, versionRequired, withVersion } from '../common/versions';
import {
  articleTypeOf,
  type BreakingColumns,
  type BreakingRow,
  breakingInOrder,
  breakingView,
  deleteBreaking,
  insertBreaking,
  lockBreaking,
  reorderBreaking,
  updateBreaking,
} from './breakingStore';
import { changesOf, editorsOnly, rowIdParams } from './desk';

type Reader = Parameters<typeof articleTypeOf>[0];

/** The columns a change sets; the type comes from the linked article, the ticker's link being /news/{type}/{url}. */
async function columnsOf(db: Reader, fields: BreakingChange): Promise<BreakingColumns> {
  const columns: BreakingColumns = {};
  if (fields.name !== undefined) columns.name = fields.name;
  if (fields.url !== undefined) {
    const type = await articleTypeOf(db, fields.url);
    if (type === undefined) throw refuse(400, M.validationFailed, { url: M.articleSlugUnknown });
    columns.url = fields.url;
    columns.type = type;
  }
  if (fields.expiresAt !== undefined)
    columns.expires_at = fields.expiresAt ? (parseIstMinute(fields.expiresAt) ?? null) : null;
  return columns;
}

const auditedFields = (row: BreakingRow) => ({
  name: row.name,
  url: row.url,
  expiresAt: row.expires_at?.toISOString() ?? null,
});

/** The whole ticker in its order, as the desk lists it. */
async function wholeTicker(db: AppDeps['db']): Promise<Page<BreakingItem>> {
  return { data: (await breakingInOrder(db)).map((row) => breakingView(row, new Date())), next: null };
}

/** The ticker: list, add, change, remove, order; each item may end at a moment (Asia/Kolkata). */
export function breakingRoutes(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const byId = { preHandler: editorsOnly, schema: { params: rowIdParams } };

  scope.get('/api/newsroom/breaking', { preHandler: editorsOnly }, () => wholeTicker(db));

  scope.post('/api/newsroom/breaking', { preHandler: editorsOnly }, async (request, reply) => {
    const now = new Date();
    const input = await checkInput(breakingSchema, request.body, { now });
    if (!input.ok) return invalid(reply, input.errors);
    const actor = sessionOf(request).staff.id;
    try {
      const row = await db.transaction(async (tx) => {
        const created = await insertBreaking(tx, await columnsOf(tx, input.value));
        await audit(tx, actor, 'breaking_create', { type: 'breaking', id: created.id }, auditedFields(created));
        return created;
      });
      // Every page shows the ticker; the item leaves it by itself at its end.
      await deps.afterWrite({ keys: [CHROME_KEY], changesAt: row.expires_at });
      const push = input.value.push
        ? await pushNews(deps, { source: 'breaking', slug: row.url, headline: row.name, staffId: actor })
        : undefined;
      const answer: Item<BreakingItem> & { push?: PushOutcome } = { data: breakingView(row, now), push };
      return reply.code(201).send(answer);
    } catch (error) {
      return answerRefusal(error, reply);
    }
  });

  scope.patch('/api/newsroom/breaking/:id', byId, (request, reply) => changeItem(deps, request, reply));

  scope.delete('/api/newsroom/breaking/:id', byId, async (request, reply) => {
    const { id } = request.params as { id: number };
    const actor = sessionOf(request).staff.id;
    const removed = await db.transaction(async (tx) => {
      const row = await deleteBreaking(tx, id);
      if (row) await audit(tx, actor, 'breaking_delete', { type: 'breaking', id }, auditedFields(row));
      return row;
    });
    if (!removed) return reply.code(404).send({ message: M.breakingNotFound });
    await deps.afterWrite({ keys: [CHROME_KEY] });
    return { message: M.breakingDeleted } satisfies NewsroomNotice;
  });

  scope.put('/api/newsroom/breaking/order', { preHandler: editorsOnly }, (request, reply) =>
    reorder(deps, request, reply),
  );
}

/** `PATCH /api/newsroom/breaking/:id`: a change to the version its editor saw, audited. */
async function changeItem(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const { id } = request.params as { id: number };
  const seen = ifMatchOf(request);
  if (seen === undefined) return versionRequired(reply);
  const now = new Date();
  const input = await checkInput(breakingChangeSchema, request.body, { now });
  if (!input.ok) return invalid(reply, input.errors);
  const actor = sessionOf(request).staff.id;
  try {
    const row = await deps.db.transaction(async (tx) => {
      const before = await lockBreaking(tx, id);
      if (!before) throw refuse(404, M.breakingNotFound);
      if (before.version !== seen) throw staleVersion(breakingView(before, now));
      const after = await updateBreaking(tx, id, seen, await columnsOf(tx, input.value));
      if (!after) throw staleVersion(breakingView((await lockBreaking(tx, id))!, now));
      const changes = changesOf(auditedFields(before), auditedFields(after));
      await audit(tx, actor, 'breaking_update', { type: 'breaking', id }, changes);
      return after;
    });
    await deps.afterWrite({ keys: [CHROME_KEY], changesAt: row.expires_at });
    return withVersion(reply, row.version, { data: breakingView(row, now) } satisfies Item<BreakingItem>);
  } catch (error) {
    return answerRefusal(error, reply);
  }
}

/** `PUT /api/newsroom/breaking/order`: every item, in the order given (all of them, each once). */
async function reorder(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const input = await checkInput(breakingOrderSchema, request.body);
  if (!input.ok) return invalid(reply, input.errors);
  const { ids } = input.value;
  const actor = sessionOf(request).staff.id;
  try {
    await deps.db.transaction(async (tx) => {
      // Locked, so an item added or removed meanwhile makes one of the two writes wait for the other.
      const rows = await breakingInOrder(tx).for('update');
      const every = ids.length === rows.length && rows.every((row) => ids.includes(row.id));
      if (!every) throw refuse(400, M.validationFailed, { ids: F.orderMismatch });
      await reorderBreaking(tx, ids);
      await audit(tx, actor, 'breaking_reorder', null, { from: rows.map((row) => row.id), to: ids });
    });
  } catch (error) {
    return answerRefusal(error, reply);
  }
  await deps.afterWrite({ keys: [CHROME_KEY] });
  return wholeTicker(deps.db);
}
