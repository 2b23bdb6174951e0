import type { Page, VisitorPoll } from '@janmat/shared/contracts';
import { and, ilike, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { polls } from '../../core/db/schema';
import { literal } from '../common/likePattern';
import { type PollRow, pollBasics, pollPage } from './pollStore';

export function visitorPollView(row: PollRow): VisitorPoll {
  return {
    ...pollBasics(row),
    hidden: row.hidden_at !== null,
    hiddenAt: row.hidden_at?.toISOString() ?? null,
    hiddenReason: row.hidden_reason,
  };
}

/** A page of visitors' polls, newest first; `flag` keeps the hidden (true) or the shown (false) ones, `q` searches the question. */
export function visitorPollPage(
  db: Pick<Db, 'select'>,
  query: { before?: number; limit: number; flag?: boolean; q?: string },
): Promise<Page<VisitorPoll>> {
  const { flag, q } = query;
  const where = and(
    flag === undefined ? undefined : (flag ? isNotNull : isNull)(polls.hidden_at),
    q === undefined ? undefined : ilike(polls.name, literal(q)),
  );
  return pollPage(db, 'user', query, where, visitorPollView);
}
