import type { Item, NewsroomNotice, Page, SearchGlossaryEntry } from '@janmat/shared/contracts';
import {
  freeText,
  GLOSSARY_FIELD_MESSAGES as G,
  GLOSSARY_TERM_MAX,
  glossaryFormsSchema,
  strictObject,
} from '@janmat/shared/validation';
import type { FastifyInstance } from 'fastify';
import { SEARCH_KEY } from '../../api/edgeKeys';
import { params, text } from '../../core/http/schemas';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { cleanInput, words } from '../../search/normalise';
import { audit } from '../audit/auditStore';
import { sessionOf } from '../auth/guard';
import { checkInput, invalid } from '../common/validate';
import { editorsOnly } from './desk';
import { deleteEntry, findEntries, saveEntry } from './glossaryStore';
import { removeSearchTerm } from './removeSearchTerm';

/** The term as the search reads query words (lower case, one space between); undefined unless 1–4 Latin words. */
function foldedTerm(raw: string): string | undefined {
  const found = words(raw);
  const ok = found.length >= 1 && found.length <= 4 && found.every((w) => /^[a-z0-9]+$/.test(w));
  return ok ? found.join(' ') : undefined;
}

/** The Hindi forms as kept: each trimmed, one space inside, `, ` between. */
const keptForms = (hindi: string) =>
  cleanInput(hindi)
    .split(',')
    .map((form) => form.trim().split(/\s+/).join(' '))
    .filter(Boolean)
    .join(', ');

const termParams = params({ term: text(GLOSSARY_TERM_MAX * 4) });
const listQuery = strictObject({ q: freeText(GLOSSARY_TERM_MAX) });

/**
 * The search glossary (English readers type → the Hindi forms news writes: `parliament` → संसद):
 * look up, add or change, remove. The search reads it on every query; cached answers are dropped with it.
 */
export function glossaryRoutes(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  scope.get('/api/newsroom/glossary', { preHandler: editorsOnly }, async (request, reply) => {
    const query = await checkInput(listQuery, request.query);
    if (!query.ok) return invalid(reply, query.errors);
    const data = await findEntries(
      db,
      cleanInput(query.value.q ?? '')
        .trim()
        .toLowerCase(),
    );
    return { data, next: null } satisfies Page<SearchGlossaryEntry>;
  });

  scope.put(
    '/api/newsroom/glossary/:term',
    { preHandler: editorsOnly, schema: { params: termParams } },
    async (request, reply) => {
      const term = foldedTerm((request.params as { term: string }).term);
      if (term === undefined) return invalid(reply, { term: G.termInvalid });
      const input = await checkInput(glossaryFormsSchema, request.body);
      if (!input.ok) return invalid(reply, input.errors);
      const entry = { term, hindi: keptForms(input.value.hindi) };
      const actor = sessionOf(request).staff.id;
      const before = await db.transaction(async (tx) => {
        const old = await saveEntry(tx, entry);
        await audit(
          tx,
          actor,
          'search_glossary_save',
          { type: 'search_glossary', id: term },
          { before: old ?? null, after: entry },
        );
        return old;
      });
      await deps.afterWrite({ keys: [SEARCH_KEY] });
      return reply.code(before ? 200 : 201).send({ data: entry } satisfies Item<SearchGlossaryEntry>);
    },
  );

  scope.delete(
    '/api/newsroom/glossary/:term',
    { preHandler: editorsOnly, schema: { params: termParams } },
    async (request, reply) => {
      const removed = await removeSearchTerm(deps, request, {
        term: foldedTerm((request.params as { term: string }).term),
        remove: deleteEntry,
        action: 'search_glossary_delete',
        type: 'search_glossary',
      });
      if (!removed) return reply.code(404).send({ message: M.glossaryNotFound });
      return { message: M.glossaryDeleted } satisfies NewsroomNotice;
    },
  );
}
