import type { Item, SitePoll } from '@janmat/shared/contracts';
import {
  deskListQuerySchema,
  type SitePollChange,
  sitePollChangeSchema,
  sitePollSchema,
} from '@janmat/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { POLLS_KEY, pollKey } from '../../api/edgeKeys';
import { MISSING_KEY } from '../../core/edgeKeys';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { audit } from '../audit/auditStore';
import { sessionOf } from '../auth/guard';
import { answerRefusal, refuse, staleVersion, type Tx } from '../common/refusals';
import { checkInput, invalid } from '../common/validate';
import { ifMatchOf, versionRequired, withVersion } from '../common/versions';
import { changesOf, editorsOnly, pollIdParams } from './desk';
import { optionColumns, type PollColumns, type PollRow, pollOfKind, updatePollAt } from './pollStore';
import { articleExists, hasVotes, insertSitePoll, sitePollPage, sitePollView } from './sitePollStore';

const closedQuery = deskListQuerySchema('closed');
const subject = (pollId: number) => ({ type: 'site_poll', id: pollId });

/** The columns of a change; an article named by `newsId` must exist (any status: its page shows the poll once public). */
async function columnsOf(tx: Tx, fields: SitePollChange): Promise<PollColumns> {
  if (fields.newsId && !(await articleExists(tx, fields.newsId))) {
    throw refuse(400, M.validationFailed, { newsId: M.articleIdUnknown });
  }
  return {
    ...(fields.question !== undefined ? { name: fields.question } : {}),
    ...(fields.options !== undefined ? optionColumns(fields.options) : {}),
    ...(fields.atHome !== undefined ? { at_home: fields.atHome } : {}),
    ...(fields.newsId !== undefined ? { news_id: fields.newsId } : {}),
  };
}

/** What the audit log keeps of a site poll's state. */
const audited = (row: PollRow) => {
  const { question, options, atHome, newsId, closed } = sitePollView(row);
  return { question, options, atHome, newsId, closed };
};

/** The site's own polls: list, read, create, change (text only while no one has voted), close and reopen. */
export function sitePollRoutes(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const byPollId = { preHandler: editorsOnly, schema: { params: pollIdParams } };

  scope.get('/api/newsroom/sitepolls', { preHandler: editorsOnly }, async (request, reply) => {
    const query = await checkInput(closedQuery, request.query);
    if (!query.ok) return invalid(reply, query.errors);
    const { closed, ...paging } = query.value;
    return sitePollPage(db, { ...paging, flag: closed });
  });

  scope.get('/api/newsroom/sitepolls/:pollId', byPollId, async (request, reply) => {
    const row = await pollOfKind(db, 'site', (request.params as { pollId: number }).pollId);
    return row
      ? withVersion(reply, row.version, { data: sitePollView(row) } satisfies Item<SitePoll>)
      : reply.code(404).send({ message: M.pollNotFound });
  });

  scope.post('/api/newsroom/sitepolls', { preHandler: editorsOnly }, async (request, reply) => {
    const input = await checkInput(sitePollSchema, request.body);
    if (!input.ok) return invalid(reply, input.errors);
    const actor = sessionOf(request).staff.id;
    try {
      const row = await db.transaction(async (tx) => {
        const created = await insertSitePoll(tx, await columnsOf(tx, { atHome: false, ...input.value }));
        await audit(tx, actor, 'site_poll_create', subject(created.poll_id), audited(created));
        return created;
      });
      await deps.afterWrite({ keys: [pollKey(row.poll_id), POLLS_KEY, MISSING_KEY] });
      return withVersion(reply, row.version, { data: sitePollView(row) } satisfies Item<SitePoll>, 201);
    } catch (error) {
      return answerRefusal(error, reply);
    }
  });

  scope.patch('/api/newsroom/sitepolls/:pollId', byPollId, async (request, reply) => {
    const input = await checkInput(sitePollChangeSchema, request.body);
    if (!input.ok) return invalid(reply, input.errors);
    const fields = input.value;
    return changeSitePoll(deps, reply, changeOf(request, 'site_poll_update'), async (row, tx) => {
      const columns = await columnsOf(tx, fields);
      const { question, options } = sitePollView({ ...row, ...columns });
      const textChanged =
        question !== row.name || JSON.stringify(options) !== JSON.stringify(sitePollView(row).options);
      if (textChanged && hasVotes(row)) throw refuse(409, M.pollHasVotes);
      return columns;
    });
  });

  for (const [step, closing] of [
    ['close', true],
    ['reopen', false],
  ] as const) {
    scope.post(`/api/newsroom/sitepolls/:pollId/${step}`, byPollId, async (request, reply) =>
      changeSitePoll(deps, reply, changeOf(request, `site_poll_${step}`), async (row) => {
        if ((row.closed_at !== null) === closing) throw refuse(409, closing ? M.pollAlreadyClosed : M.pollNotClosed);
        return { closed_at: closing ? new Date() : null };
      }),
    );
  }
}

/** Who changes which site poll, audited as `action`, from the version they saw (`If-Match`). */
interface PollChange {
  actor: number;
  pollId: number;
  action: string;
  seen: number | undefined;
}

const changeOf = (request: FastifyRequest, action: string): PollChange => ({
  actor: sessionOf(request).staff.id,
  pollId: (request.params as { pollId: number }).pollId,
  action,
  seen: ifMatchOf(request),
});

/** A change to one site poll in a transaction with its audit entry; readers see it at once. */
async function changeSitePoll(
  deps: AppDeps,
  reply: FastifyReply,
  { actor, pollId, action, seen }: PollChange,
  make: (row: PollRow, tx: Tx) => Promise<PollColumns>,
) {
  // Every change is made to the version its editor saw.
  if (seen === undefined) return versionRequired(reply);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const before = await pollOfKind(tx, 'site', pollId, true);
      if (!before) throw refuse(404, M.pollNotFound);
      if (before.version !== seen) throw staleVersion(sitePollView(before));
      const after = await updatePollAt(tx, before.id, seen, await make(before, tx));
      if (!after) throw staleVersion(sitePollView((await pollOfKind(tx, 'site', pollId))!));
      await audit(tx, actor, action, subject(pollId), changesOf(audited(before), audited(after)));
      return after;
    });
    await deps.afterWrite({ keys: [pollKey(pollId), POLLS_KEY] });
    return withVersion(reply, row.version, { data: sitePollView(row) } satisfies Item<SitePoll>);
  } catch (error) {
    return answerRefusal(error, reply);
  }
}
