import { NOTICE_TEXTS, pollRequestSchema } from '@janmat/shared/validation';
import type { FastifyInstance } from 'fastify';
import { cachedGet, marked, notFound, personalGet } from '../../core/http/apiRoute';
import { clientIp } from '../../core/http/clientIp';
import { formTokenOf } from '../../core/http/formBody';
import { ipAddress, params, text, wholeNumber } from '../../core/http/schemas';
import { validateBody } from '../../core/http/validateBody';
import { POLL_LIMIT_MESSAGES, SERVER_MESSAGES } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { POLLS_KEY, pollKey, pollKeys } from '../edgeKeys';
import { createVisitorPoll } from '../pollCreation';
import { listPolls, type NewUserPoll, pollByPollId, pollsCreatedBy } from '../queries/polls';
import { recordVote } from './recordVote';

const pollIdParams = params({ id: wholeNumber(1) });
const OPTIONS = [1, 2, 3, 4] as const;

const createPollBody = {
  type: 'object',
  properties: {
    name: text(2000),
    op1: text(1000),
    op2: text(1000),
    op3: text(1000),
    op4: text(1000),
    created_by: text(100),
    // The page's one-time token, optional: a repeated post of one form answers the poll it made.
    form_token: text(100),
    // Range and integer checks (with the spec's text) are the shared schema's job.
    poll_id: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 20 }, { type: 'null' }] },
  },
} as const;

function pollReads(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const list = (_: unknown, payload: unknown) => [POLLS_KEY, ...pollKeys(payload)];
  cachedGet(app, deps, '/api/pollsathome', {
    produce: async () => ({ data: await listPolls(db, 'site', true) }),
    keys: list,
  });
  cachedGet(app, deps, '/api/pollsatpages', {
    produce: async () => ({ data: await listPolls(db, 'site') }),
    keys: list,
  });
  for (const [path, kind] of [
    ['/api/userpolls/:id', 'user'],
    ['/api/pppolls/:id', 'site'],
  ] as const) {
    cachedGet<{ id: number }>(app, deps, path, {
      params: pollIdParams,
      produce: async ({ id }) => {
        const poll = await pollByPollId(db, kind, id);
        return poll && { data: [poll] };
      },
      keys: ({ id }) => [pollKey(id)],
    });
  }
  // The polls of one address, for that address only: a list of who created what is personal data.
  personalGet<{ ip: string }>(app, deps, '/api/mypolls/:ip', {
    params: params({ ip: ipAddress() }),
    produce: async ({ ip }, visitor) =>
      ip.toLowerCase() === visitor.ip.toLowerCase()
        ? { status: 200, payload: { data: await pollsCreatedBy(db, ip) } }
        : { status: 403, payload: { message: SERVER_MESSAGES.notYourPolls } },
  });
}

function pollWrites(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/createmypoll', { schema: { body: createPollBody }, ...marked('personal') }, async (request, reply) => {
    const input = await validateBody<NewUserPoll>(pollRequestSchema, request.body, reply);
    if (!input) return reply;
    const outcome = await createVisitorPoll(deps, input, clientIp(request), formTokenOf(request.body));
    if (outcome.kind === 'limited') {
      return reply
        .code(429)
        .header('retry-after', String(outcome.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ message: POLL_LIMIT_MESSAGES[outcome.window](outcome.max) });
    }
    return reply.code(201).send({ message: SERVER_MESSAGES.pollCreated, data: [outcome.poll] });
  });

  for (const option of OPTIONS) {
    app.patch<{ Params: { count: number; pollId: number } }>(
      `/api/updatepollsres${option}/:count/:pollId`,
      { schema: { params: params({ count: wholeNumber(0), pollId: wholeNumber(1) }) }, ...marked('personal') },
      async (request, reply) => {
        // The count in the path is the browser's own arithmetic: accepted, never stored.
        const outcome = await recordVote(deps, request.params.pollId, option, clientIp(request));
        switch (outcome.kind) {
          case 'unknown-poll':
            return notFound(reply, SERVER_MESSAGES.pollNotFound);
          case 'unknown-option':
            return reply.code(400).send({ message: SERVER_MESSAGES.optionNotFound });
          case 'duplicate':
            return reply.code(409).send({ message: NOTICE_TEXTS.alreadyVoted });
          case 'closed':
            // `closed`: a page tells this refusal from a repeat vote (it shows the results, remembers no vote).
            return reply.code(409).send({ message: SERVER_MESSAGES.pollClosed, closed: true });
          default:
            return reply.send({ message: NOTICE_TEXTS.voteThanks, data: [outcome.poll] });
        }
      },
    );
  }
}

/** Site polls, visitor polls, poll creation and votes. */
export function pollRoutes(app: FastifyInstance, deps: AppDeps): void {
  pollReads(app, deps);
  pollWrites(app, deps);
}
