import type { PushOutcome, PushPayload, PushTopic } from '@janmat/shared/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { pushJobs, pushLog, pushSubscriptions } from '../core/db/schema';
import { PUSH_MESSAGES as M } from './pushMessages';

/** Held while a push is logged, so two editors' pushes on one topic cannot both pass the interval. */
const ANNOUNCE_LOCK_KEY = 7_310_027;

export interface Announcement {
  source: 'breaking' | 'article';
  payload: PushPayload;
  topics: string[];
  staffId: number | null;
}

const arrayOf = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Which of `topics` had a push sent less than `intervalMs` before `now`. */
async function recentTopics(tx: Db, topics: string[], now: Date, intervalMs: number): Promise<Set<string>> {
  if (intervalMs === 0) return new Set();
  const since = new Date(now.getTime() - intervalMs).toISOString();
  const result = await tx.execute(sql`
    select distinct unnest(topics) as topic from ${pushLog}
    where created_at > ${since}::timestamptz and topics && ${arrayOf(topics)}::text[]`);
  return new Set((result as unknown as { rows: { topic: string }[] }).rows.map((row) => row.topic));
}

/**
 * Logs a push and queues one delivery to every subscription following one of its topics, leaving out
 * the topics that had a push within `intervalMs` (all of them: nothing is queued, the log says it
 * was held back). Answers what to tell the editor.
 */
export async function announcePush(
  db: Db,
  announcement: Announcement,
  { intervalMs, labels, now = new Date() }: { intervalMs: number; labels: PushTopic[]; now?: Date },
): Promise<PushOutcome> {
  const { source, payload, topics, staffId } = announcement;
  const { id, recipients, held } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ANNOUNCE_LOCK_KEY})`);
    const recent = await recentTopics(tx as unknown as Db, topics, now, intervalMs);
    const held = topics.filter((topic) => recent.has(topic));
    const sent = topics.filter((topic) => !recent.has(topic));
    const [row] = await tx
      .insert(pushLog)
      .values({ created_at: now, staff_id: staffId, source, ...payload, topics: sent, held_topics: held })
      .returning({ id: pushLog.id });
    const pushId = row!.id;
    if (sent.length === 0) return { id: pushId, recipients: 0, held };
    const queued = await tx.execute(sql`
      with queued as (
        insert into ${pushJobs} (push_id, subscription_id, next_try_at)
        select ${pushId}, id, ${now.toISOString()}::timestamptz from ${pushSubscriptions}
        where topics && ${arrayOf(sent)}::text[]
        returning 1
      )
      select count(*)::int as n from queued`);
    const n = (queued as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    await tx.execute(sql`update ${pushLog} set recipients = ${n} where id = ${pushId}`);
    return { id: pushId, recipients: n, held };
  });
  return { id, recipients, heldTopics: held, message: outcomeMessage(topics, held, recipients, intervalMs, labels) };
}

/** The editor's Hindi answer: how many it goes to, and which topics were held back and why. */
function outcomeMessage(topics: string[], held: string[], recipients: number, intervalMs: number, labels: PushTopic[]) {
  const minutes = Math.max(1, Math.round(intervalMs / 60_000));
  const names = held.map((id) => `«${labels.find((topic) => topic.id === id)?.label ?? id}»`);
  if (held.length > 0 && held.length === topics.length) return M.heldAll(names, minutes);
  const sent = recipients > 0 ? M.sending(recipients) : M.noSubscribers;
  return held.length > 0 ? `${sent}${M.heldSome(names, minutes)}` : sent;
}
