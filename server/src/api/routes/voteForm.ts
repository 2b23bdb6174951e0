import { buildPath, ROUTES, VOTE_FIELDS, VOTE_PAGES, type VoteOutcome, votedAddress } from '@janmat/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { marked } from '../../core/http/apiRoute';
import { clientIp } from '../../core/http/clientIp';
import { registerFormParser } from '../../core/http/formBody';
import { formFromSite, sameOriginTest } from '../../core/http/sameOrigin';
import { text } from '../../core/http/schemas';
import { SERVER_MESSAGES } from '../../core/messages';
import type { AppDeps } from '../../deps';
import type { VoteOption } from '../queries/polls';
import { recordVote } from './recordVote';

const voteFormBody = {
  type: 'object',
  properties: { [VOTE_FIELDS.poll]: text(20), [VOTE_FIELDS.option]: text(20) },
} as const;

type VoteFields = Partial<Record<(typeof VOTE_FIELDS)[keyof typeof VOTE_FIELDS], string>>;

const OUTCOME_OF = {
  counted: 'done',
  duplicate: 'repeat',
  'unknown-option': 'missing',
  closed: 'closed',
} as const satisfies Record<string, VoteOutcome>;

const pollIdOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined);
const optionOf = (raw: string | undefined) => (raw && /^[1-4]$/.test(raw) ? (Number(raw) as VoteOption) : undefined);

/** What a vote form's post did: the outcome, or nothing for a poll that does not exist (any more). */
async function outcomeOf(deps: AppDeps, request: FastifyRequest, fields: VoteFields) {
  const pollId = pollIdOf(fields.poll);
  if (pollId === undefined) return undefined;
  const option = optionOf(fields.option);
  if (option === undefined) return { pollId, outcome: 'missing' as const };
  const vote = await recordVote(deps, pollId, option, clientIp(request));
  return vote.kind === 'unknown-poll' ? undefined : { pollId, outcome: OUTCOME_OF[vote.kind] };
}

/**
 * A poll's vote form posted without scripts (`application/x-www-form-urlencoded`, to the page it is
 * on: `VOTE_PAGES`). The vote goes through `recordVote`, as the API's, so a visitor (an IPv4 address,
 * an IPv6 /64) votes once whether by form or by script, and a form posted twice counts once. The answer
 * is a 303 to the same page with the outcome in its address (`votedAddress`): the poll then shows its
 * results with the thanks or the repeat-vote notice, or asks for an option. A post from another site's
 * page is refused (403, `formFromSite`), so no other site can vote with its readers' addresses. A plugin:
 * form bodies are read in its scope only (the API stays JSON).
 */
export async function voteForms(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  registerFormParser(app);
  const sameOrigin = sameOriginTest(deps.config.siteUrl, deps.config.siteUrlSet);
  for (const id of VOTE_PAGES) {
    app.post<{ Body: VoteFields; Params: Record<string, string> }>(
      ROUTES[id].path,
      { schema: { body: voteFormBody }, ...marked('personal') },
      async (request, reply) => {
        if (!formFromSite(sameOrigin, request)) return reply.code(403).send({ message: SERVER_MESSAGES.foreignForm });
        const page = buildPath(ROUTES[id].path, request.params);
        const result = await outcomeOf(deps, request, request.body ?? {});
        const to = result ? votedAddress(page, result.pollId, result.outcome) : page;
        return reply.header('cache-control', 'no-store').redirect(to, 303);
      },
    );
  }
}
