import { params, wholeNumber } from '../../core/http/schemas';
import { requireStaff } from '../auth/guard';

/** The desk (breaking news, site polls, authors, moderation, contact inbox) is for editors and admins. */
export const editorsOnly = requireStaff(['admin', 'editor']);

/** `:id` of a desk row (a breaking item, an author, a contact message). */
export const rowIdParams = params({ id: wholeNumber(1) });

/** `:pollId`: polls are named by the poll_id readers see in their addresses (/polls/{id}, /pp/polls/{id}). */
export const pollIdParams = params({ pollId: wholeNumber(1) });

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
