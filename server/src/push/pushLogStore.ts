import type { PushLogEntry } from '@janmat/shared/contracts';
import { desc, lt, sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { pushJobs, pushLog } from '../core/db/schema';

/**
 * The newsroom's list of pushes, newest first (`before`: older than that id): what each said, when,
 * to how many, how many were delivered, failed, removed (gone subscriptions) or still waiting, and
 * which topics were held back.
 */
export async function pushLogPage(db: Db, before: number | undefined, limit: number) {
  const rows = await db
    .select({
      id: pushLog.id,
      created_at: pushLog.created_at,
      source: pushLog.source,
      title: pushLog.title,
      body: pushLog.body,
      url: pushLog.url,
      image: pushLog.image,
      topics: pushLog.topics,
      held_topics: pushLog.held_topics,
      recipients: pushLog.recipients,
      delivered: pushLog.delivered,
      failed: pushLog.failed,
      removed: pushLog.removed,
      pending: sql<number>`(select count(*)::int from ${pushJobs} where ${pushJobs.push_id} = ${pushLog.id})`,
    })
    .from(pushLog)
    .where(before === undefined ? undefined : lt(pushLog.id, before))
    .orderBy(desc(pushLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const data = page.map(
    (row): PushLogEntry => ({
      id: row.id,
      at: row.created_at.toISOString(),
      source: row.source === 'breaking' ? 'breaking' : 'article',
      title: row.title,
      body: row.body,
      url: row.url,
      ...(row.image ? { image: row.image } : {}),
      topics: row.topics,
      heldTopics: row.held_topics,
      recipients: row.recipients,
      delivered: row.delivered,
      failed: row.failed,
      removed: row.removed,
      pending: Number(row.pending),
    }),
  );
  return { data, next: rows.length > limit ? page[page.length - 1]!.id : null };
}
