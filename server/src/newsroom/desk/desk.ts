import { ALL_GROUPS } from '../../core/cache';
import { params, wholeNumber } from '../../core/http/schemas';
import type { AppDeps } from '../../deps';
import { requireStaff } from '../auth/guard';

/** The desk (breaking news, site polls, authors, moderation, contact inbox) is for editors and admins. */
export const editorsOnly = requireStaff(['admin', 'editor']);

/** `:id` of a desk row (a breaking item, an author, a contact message). */
export const rowIdParams = params({ id: wholeNumber(1) });

/** `:pollId`: polls are named by the poll_id readers see in their addresses (/polls/{id}, /pp/polls/{id}). */
export const pollIdParams = params({ pollId: wholeNumber(1) });

/**
 * After a desk change readers see has committed: every read cache (here and, through the bus, on every
 * other process) is cleared now, and once more at `expireAt` (a breaking item's end) when given; the
 * shared caches in front are purged of the answers naming `keys` (edgeKeys.ts), and again at that end.
 */
export async function refreshReaders(
  deps: AppDeps,
  keys: readonly string[] = [],
  expireAt?: Date | null,
): Promise<void> {
  const at = expireAt?.getTime();
  const later = at !== undefined && at > Date.now() ? at : undefined;
  await deps.cache.clearUntil(ALL_GROUPS, later);
  deps.purge(keys);
  if (later !== undefined) deps.moments.refresh();
}

/** For the audit log: each field whose value changed, as `{ from, to }`. */
export function changesOf<T extends object>(before: T, after: T): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = { from: before[key], to: after[key] };
    }
  }
  return changes;
}
