/**
 * The server's side of `npm run bench:push` (bundled by pushBench.mjs): a database, the real push
 * service of one process (its queue, sender and settings as the server has them), the subscriptions
 * put in, a breaking push announced, and the push log read.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/core/config';
import { openDatabase } from '../src/core/db/client';
import { pushLog, pushSubscriptions } from '../src/core/db/schema';
import { openPush } from '../src/push/pushService';

export async function openBench(target: { dataDir?: string; url?: string }, env: Record<string, string>) {
  const database = await openDatabase(
    target.url ? { kind: 'postgres', url: target.url } : { kind: 'pglite', dataDir: target.dataDir! },
  );
  await database.migrate();
  const { db } = database;
  const config = loadConfig(env);
  const push = await openPush(db, config, { error: (o: unknown) => console.error(o) } as never);
  return {
    publicKey: push.publicKey,
    encryptThreads: config.push.encryptThreads,
    async subscribe(rows: { endpoint: string; keys: { p256dh: string; auth: string } }[]) {
      for (let i = 0; i < rows.length; i += 2000) {
        const batch = rows.slice(i, i + 2000);
        await db.insert(pushSubscriptions).values(
          batch.map((s) => ({
            endpoint: s.endpoint,
            p256dh: s.keys.p256dh,
            auth: s.keys.auth,
            topics: ['breaking'],
          })),
        );
      }
    },
    announce: (payload: { title: string; body: string; url: string }) =>
      push.announce({ source: 'breaking', payload, topics: ['breaking'], staffId: null }),
    async progress(id: number) {
      const [row] = await db.select().from(pushLog).where(eq(pushLog.id, id));
      return row!;
    },
    async close() {
      await push.close();
      await database.close();
    },
  };
}
