import type { Item, NewsroomNotice, VisitorPoll } from '@janmat/shared/contracts';
import { deskListQuerySchema, reasonSchema } from '@janmat/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { POLLS_KEY, pollKey } from '../../api/edgeKeys';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { audit } from '../audit/auditStore';
import { sessionOf } from '../auth/guard';
import { answerRefusal, refuse } from '../common/refusals';
import { checkInput, invalid } from '../common/validate';
import { editorsOnly, pollIdParams } from './desk';
import { deletePoll, type PollColumns, type PollRow, pollBasics, pollOfKind, updatePoll } from './pollStore';
import { visitorPollPage, visitorPollView } from './visitorPollStore';

const hiddenQuery = deskListQuerySchema('hidden');
const subject = (pollId: number) => ({ type: 'user_poll', id: pollId });
const pollIdOf = (request: FastifyRequest) => (request.params as { pollId: number }).pollId;

/**
 * Moderation of visitors' polls: hide (with a reason) and show again, or delete with its votes. A hidden
 * poll is gone for readers everywhere (the reader queries leave out hidden_at rows); the audit log keeps
 * the reason and the poll's question.
 */
export function moderationRoutes(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const byPollId = { preHandler: editorsOnly, schema: { params: pollIdParams } };

  scope.get('/api/newsroom/userpolls', { preHandler: editorsOnly }, async (request, reply) => {
    const query = await checkInput(hiddenQuery, request.query);
    if (!query.ok) return invalid(reply, query.errors);
    const { hidden, ...paging } = query.value;
    return visitorPollPage(db, { ...paging, flag: hidden });
  });

  scope.get('/api/newsroom/userpolls/:pollId', byPollId, async (request, reply) => {
    const row = await pollOfKind(db, 'user', pollIdOf(request));
    return row
      ? ({ data: visitorPollView(row) } satisfies Item<VisitorPoll>)
      : reply.code(404).send({ message: M.pollNotFound });
  });

  scope.post('/api/newsroom/userpolls/:pollId/hide', byPollId, async (request, reply) => {
    const input = await checkInput(reasonSchema, request.body);
    if (!input.ok) return invalid(reply, input.errors);
    const { reason } = input.value;
    return setHidden(deps, request, reply, 'user_poll_hide', (row) => {
      if (row.hidden_at) throw refuse(409, M.pollAlreadyHidden);
      return { columns: { hidden_at: new Date(), hidden_reason: reason }, detail: { reason } };
    });
  });

  scope.post('/api/newsroom/userpolls/:pollId/show', byPollId, async (request, reply) =>
    setHidden(deps, request, reply, 'user_poll_show', (row) => {
      if (!row.hidden_at) throw refuse(409, M.pollNotHidden);
      return { columns: { hidden_at: null, hidden_reason: null }, detail: { hiddenReason: row.hidden_reason } };
    }),
  );

  scope.delete('/api/newsroom/userpolls/:pollId', byPollId, async (request, reply) => {
    const input = await checkInput(reasonSchema, request.body);
    if (!input.ok) return invalid(reply, input.errors);
    const pollId = pollIdOf(request);
    const actor = sessionOf(request).staff.id;
    try {
      await db.transaction(async (tx) => {
        const row = await pollOfKind(tx, 'user', pollId, true);
        if (!row) throw refuse(404, M.pollNotFound);
        // Its votes go with it; the log keeps what it was.
        await deletePoll(tx, row.id);
        const { question, options, votes } = pollBasics(row);
        await audit(tx, actor, 'user_poll_delete', subject(pollId), {
          reason: input.value.reason,
          question,
          options,
          votes,
          wasHidden: row.hidden_at !== null,
        });
      });
    } catch (error) {
      return answerRefusal(error, reply);
    }
    await deps.afterWrite({ keys: [pollKey(pollId), POLLS_KEY] });
    return { message: M.pollDeleted } satisfies NewsroomNotice;
  });
}

/** Hides or shows one visitor poll, with its audit entry (the question and `detail`), in one transaction. */
async function setHidden(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  action: string,
  make: (row: PollRow) => { columns: PollColumns; detail: Record<string, unknown> },
) {
  const pollId = pollIdOf(request);
  const actor = sessionOf(request).staff.id;
  try {
    const row = await deps.db.transaction(async (tx) => {
      const before = await pollOfKind(tx, 'user', pollId, true);
      if (!before) throw refuse(404, M.pollNotFound);
      const { columns, detail } = make(before);
      const after = await updatePoll(tx, before.id, columns);
      await audit(tx, actor, action, subject(pollId), { question: before.name, ...detail });
      return after;
    });
    await deps.afterWrite({ keys: [pollKey(pollId), POLLS_KEY] });
    return { data: visitorPollView(row) } satisfies Item<VisitorPoll>;
  } catch (error) {
    return answerRefusal(error, reply);
  }
}
