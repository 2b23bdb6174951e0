import type { Item, NewsroomNotice, Page, SearchAlias } from '@janmat/shared/contracts';
import { ALIAS_FIELD_MESSAGES as A, ALIAS_TERM_MAX, aliasSchema } from '@janmat/shared/validation';
import type { FastifyInstance } from 'fastify';
import { SEARCH_KEY } from '../../api/edgeKeys';
import { params, segment } from '../../core/http/schemas';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { cleanInput, words } from '../../search/normalise';
import { audit } from '../audit/auditStore';
import { sessionOf } from '../auth/guard';
import { checkInput, invalid } from '../common/validate';
import { aliasOf, allAliases, deleteAlias, insertAlias } from './aliasStore';
import { editorsOnly } from './desk';
import { removeSearchTerm } from './removeSearchTerm';

/** The term as the search reads a query word (Latin lower-cased, Devanagari normalised); undefined unless one word. */
function foldedTerm(text: string): string | undefined {
  const found = words(text);
  return found.length === 1 ? found[0] : undefined;
}

const termParams = params({ term: segment(ALIAS_TERM_MAX * 4) });

/**
 * The search's aliases (names and acronyms readers type: `bjp` → भाजपा): list, add, remove. Search
 * reads the table on every query, so a change counts at once; cached search answers are dropped with it.
 */
export function aliasRoutes(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  scope.get(
    '/api/newsroom/aliases',
    { preHandler: editorsOnly },
    async () => ({ data: await allAliases(db), next: null }) satisfies Page<SearchAlias>,
  );

  scope.post('/api/newsroom/aliases', { preHandler: editorsOnly }, async (request, reply) => {
    const input = await checkInput(aliasSchema, request.body);
    if (!input.ok) return invalid(reply, input.errors);
    const term = foldedTerm(input.value.term);
    if (term === undefined) return invalid(reply, { term: A.termInvalid });
    const expansion = cleanInput(input.value.expansion).trim().split(/\s+/).join(' ');
    // गाँधी → गांधी: the same word once folded is no alias.
    if (words(expansion).join(' ') === term) return invalid(reply, { expansion: A.sameAsTerm });
    const actor = sessionOf(request).staff.id;
    const outcome = await db.transaction(async (tx) => {
      const created = await insertAlias(tx, { term, expansion });
      if (!created) return { taken: await aliasOf(tx, term) };
      await audit(tx, actor, 'search_alias_create', { type: 'search_alias', id: term }, { term, expansion });
      return { created };
    });
    if (!outcome.created) {
      return reply.code(409).send({ message: M.aliasTaken(term, outcome.taken?.expansion ?? '') });
    }
    // Cached search answers were made without it.
    await deps.afterWrite({ keys: [SEARCH_KEY] });
    return reply.code(201).send({ data: outcome.created } satisfies Item<SearchAlias>);
  });

  scope.delete(
    '/api/newsroom/aliases/:term',
    { preHandler: editorsOnly, schema: { params: termParams } },
    async (request, reply) => {
      const removed = await removeSearchTerm(deps, request, {
        term: foldedTerm((request.params as { term: string }).term),
        remove: deleteAlias,
        action: 'search_alias_delete',
        type: 'search_alias',
      });
      if (!removed) return reply.code(404).send({ message: M.aliasNotFound });
      return { message: M.aliasDeleted } satisfies NewsroomNotice;
    },
  );
}
