import type { PushOutcome, PushTopic } from '@janmat/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { builtWorkerFile } from '../core/builtWorkerFile';
import type { ServerConfig } from '../core/config';
import type { Db } from '../core/db/client';
import { PushPoster } from './postPush';
import { type Announcement, announcePush } from './pushAnnounce';
import { PushDispatcher } from './pushDispatcher';
import { EncryptPool } from './pushEncryptPool';
import { PushRequests } from './pushRequest';
import { pushTopics } from './topics';
import { vapidKeys } from './vapidKeys';

/** Web push as the rest of the server sees it: the key, the topics, sending a push, the queue's sender. */
export interface PushService {
  publicKey: string;
  topics(): Promise<PushTopic[]>;
  /** Logs and queues a push (PUSH_TOPIC_MIN_INTERVAL_MS applied); the queue's sender starts at once. */
  announce(announcement: Announcement): Promise<PushOutcome>;
  dispatcher: PushDispatcher;
  close(): Promise<void>;
}

/** The threads the payloads are encrypted in (PUSH_ENCRYPT_THREADS); none at 0 (the main thread encrypts). */
function encryptionPool(threads: number, log?: Pick<FastifyBaseLogger, 'error'>): EncryptPool | undefined {
  if (threads === 0) return undefined;
  return new EncryptPool({ threads, workerFile: () => builtWorkerFile('pushEncryptWorker', __dirname), log });
}

/** The push service of one process: its keys (made once per database), its sender, polling the shared queue. */
export async function openPush(
  db: Db,
  config: Pick<ServerConfig, 'push'>,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<PushService> {
  const keys = await vapidKeys(db, config);
  const requests = new PushRequests(keys, config.push.contact);
  const poster = new PushPoster(config.push.concurrency);
  const pool = encryptionPool(config.push.encryptThreads, log);
  const dispatcher = new PushDispatcher({
    db,
    build: pool
      ? async (target, payload, delivery) => ({
          url: target.endpoint,
          ...(await pool.encrypt(requests.job(target, payload, delivery))),
        })
      : async (target, payload, delivery) => requests.build(target, payload, delivery),
    post: (request) => poster.post(request),
    concurrency: config.push.concurrency,
    log,
  });
  dispatcher.wake();
  return {
    publicKey: keys.publicKey,
    topics: () => pushTopics(db),
    async announce(announcement) {
      const labels = await pushTopics(db);
      const outcome = await announcePush(db, announcement, { intervalMs: config.push.topicMinIntervalMs, labels });
      if (outcome.recipients > 0) dispatcher.wake();
      return outcome;
    },
    dispatcher,
    async close() {
      await dispatcher.stop();
      poster.close();
      await pool?.close();
    },
  };
}
