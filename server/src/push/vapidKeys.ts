import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { ServerConfig } from '../core/config';
import type { Db } from '../core/db/client';
import { siteSecrets } from '../core/db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'vapid';

/**
 * The site's VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or else a pair made by whichever
 * process starts first and kept in `site_secrets`, so every process signs with the same one and
 * readers' subscriptions outlive restarts.
 */
export async function vapidKeys(db: Db, config: Pick<ServerConfig, 'push'>): Promise<VapidKeys> {
  if (config.push.vapid) return config.push.vapid;
  await db
    .insert(siteSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: siteSecrets.value })
    .from(siteSecrets)
    .where(eq(siteSecrets.name, SECRET_NAME));
  if (!row) throw new Error('the VAPID keys are missing after their creation');
  const { publicKey, privateKey } = JSON.parse(row.value) as VapidKeys;
  return { publicKey, privateKey };
}
