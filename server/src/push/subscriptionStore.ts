import type { PushSubscriptionInput, PushSubscriptionRenewal } from '@janmat/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { pushSubscriptions } from '../core/db/schema';

/** Keeps a subscription (endpoint, keys, topics: nothing else); the same endpoint again takes the new keys and topics. */
export async function saveSubscription(db: Db, input: PushSubscriptionInput): Promise<{ created: boolean }> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, topics: input.topics })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: input.keys.p256dh, auth: input.keys.auth, topics: input.topics },
    })
    // A row written by this insert has no deleting transaction (xmax 0); an updated one has.
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: Boolean(row?.created) };
}

/** Forgets a subscription, its queued deliveries with it; whether there was one. */
export async function deleteSubscription(db: Db, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/**
 * Keeps a renewed subscription in the place of the one it replaces, in one transaction: the new endpoint
 * takes the topics sent, else the old one's; the old one goes, its queued deliveries with it. Null when
 * no topics were sent and the old endpoint is not kept (nothing to carry over).
 */
export async function replaceSubscription(
  db: Db,
  input: PushSubscriptionRenewal,
): Promise<{ created: boolean; topics: string[] } | null> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ topics: pushSubscriptions.topics })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.replaces))
      .for('update');
    const topics = input.topics ?? old?.topics;
    if (!topics) return null;
    if (input.replaces !== input.endpoint) await deleteSubscription(tx, input.replaces);
    const { created } = await saveSubscription(tx, { endpoint: input.endpoint, keys: input.keys, topics });
    return { created, topics };
  });
}
