import type { FastifyRequest } from 'fastify';
import { SEARCH_KEY } from '../../api/edgeKeys';
import type { Db } from '../../core/db/client';
import type { AppDeps } from '../../deps';
import { audit } from '../audit/auditStore';
import { sessionOf } from '../auth/guard';

/** What a search term's removal takes: the term as folded (undefined: not one the kind can hold), its store and audit names. */
export interface SearchTermRemoval<Row extends object> {
  term: string | undefined;
  remove: (tx: Pick<Db, 'delete'>, term: string) => Promise<Row | undefined>;
  /** The audit log's action and subject type. */
  action: string;
  type: string;
}

/**
 * Removes a term the search reads (an alias, a glossary entry) in one transaction with its audit
 * entry, then drops the cached search answers made with it. Answers the removed row, or undefined when
 * there was none.
 */
export async function removeSearchTerm<Row extends object>(
  deps: AppDeps,
  request: FastifyRequest,
  { term, remove, action, type }: SearchTermRemoval<Row>,
): Promise<Row | undefined> {
  if (term === undefined) return undefined;
  const actor = sessionOf(request).staff.id;
  const removed = await deps.db.transaction(async (tx) => {
    const row = await remove(tx, term);
    if (row) await audit(tx, actor, action, { type, id: term }, { ...row } as Record<string, unknown>);
    return row;
  });
  if (removed) await deps.afterWrite({ keys: [SEARCH_KEY] });
  return removed;
}
