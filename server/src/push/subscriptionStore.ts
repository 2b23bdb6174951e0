import type { PushSubscriptionInput } from '@janmat/shared/contracts';
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
