import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyPgliteTemplate } from '../../../test/helpers/pgliteTemplate';
import { createPostgresDatabase } from '../../../test/helpers/testApp';
import { type DatabaseHandle, openDatabase } from '../../core/db/client';
import { pushSubscriptions } from '../../core/db/schema';
import { PushPoster } from '../postPush';
import { announcePush } from '../pushAnnounce';
import { PushDispatcher } from '../pushDispatcher';
import { PushRequests } from '../pushRequest';
import { vapidKeys } from '../vapidKeys';
import { TestPushService } from './testPushService';

const CONTACT = 'mailto:push@janmat.test';

/** A migrated database of its own (PGlite in a temp folder, or a new PostgreSQL database opened `handles` times). */
export async function queueDatabase(backend: 'pglite' | 'postgres', handles = 1) {
  if (backend === 'postgres') {
    const pg = await createPostgresDatabase();
    const opened: DatabaseHandle[] = [];
    for (let i = 0; i < handles; i++)
      opened.push(await openDatabase({ kind: 'postgres', url: pg.url }, { onConnectionError: () => {} }));
    await opened[0]!.migrate();
    return {
      handles: opened,
      close: async () => {
        for (const h of opened) await h.close();
        await pg.drop();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'janmat-push-'));
  await copyPgliteTemplate(join(dir, 'pglite'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
  await handle.migrate();
  return {
    handles: [handle],
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A sender on `db` posting to the test push service (the site's key made in the database). */
export async function testDispatcher(db: DatabaseHandle['db'], options: { concurrency?: number; batch?: number } = {}) {
  const keys = await vapidKeys(db, { push: { vapid: undefined } as never });
  const requests = new PushRequests(keys, CONTACT);
  const poster = new PushPoster(options.concurrency ?? 20);
  const dispatcher = new PushDispatcher({
    db,
    build: async (target, payload, delivery) => requests.build(target, payload, delivery),
    post: (request) => poster.post(request),
    concurrency: options.concurrency ?? 20,
    batch: options.batch,
  });
  return { dispatcher, publicKey: keys.publicKey, close: () => poster.close() };
}

/** `n` subscriptions at the service following `topics`, kept in the database. */
export async function subscribeMany(db: DatabaseHandle['db'], service: TestPushService, n: number, topics: string[]) {
  const made = Array.from({ length: n }, () => service.subscribe());
  for (let i = 0; i < made.length; i += 1000) {
    const rows = made
      .slice(i, i + 1000)
      .map((s) => ({ endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth, topics }));
    await db.insert(pushSubscriptions).values(rows);
  }
  return made;
}

/** A breaking push to `topics`, with no interval between pushes. */
export const announceBreaking = (db: DatabaseHandle['db'], body: string, topics = ['breaking']) =>
  announcePush(
    db,
    {
      source: 'breaking',
      payload: { title: 'ब्रेकिंग', body, url: 'https://janmat.test/news/national/x' },
      topics,
      staffId: null,
    },
    { intervalMs: 0, labels: [] },
  );

export { TestPushService };
