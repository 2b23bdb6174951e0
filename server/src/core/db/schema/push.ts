/** Web push (docs/push.md): readers' subscriptions, the queue of deliveries, and the log of pushes. */
import { bigserial, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';
import { staff } from './newsroom';

/**
 * A browser's push subscription: where to post (its push service's endpoint), the keys to encrypt
 * for, and the topics it chose. Nothing else about the reader is kept.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    topics: text('topics').array().notNull(),
  },
  (t) => [index('push_subscriptions_topics_idx').using('gin', t.topics)],
);

/**
 * Each push the newsroom sent (or held back): when, what, to which topics, to how many, and how it went.
 * `held_topics` were left out by PUSH_TOPIC_MIN_INTERVAL_MS; all of them held: nothing was sent.
 */
export const pushLog = pgTable(
  'push_log',
  {
    id: serial('id').primaryKey(),
    created_at: moment('created_at').notNull().defaultNow(),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** `breaking` or `article`. */
    source: text('source').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    image: text('image'),
    topics: text('topics').array().notNull(),
    held_topics: text('held_topics').array().notNull(),
    recipients: integer('recipients').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    removed: integer('removed').notNull().default(0),
  },
  (t) => [index('push_log_created_at_idx').on(t.created_at)],
);

/**
 * One delivery to make: a push to one subscription. Taken by a process for a while (`taken_until`,
 * `FOR UPDATE SKIP LOCKED`), tried again at `next_try_at` after a 429 or 5xx; deleted once done.
 */
export const pushJobs = pgTable(
  'push_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    push_id: integer('push_id')
      .notNull()
      .references(() => pushLog.id, { onDelete: 'cascade' }),
    subscription_id: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    next_try_at: moment('next_try_at').notNull().defaultNow(),
    taken_until: moment('taken_until'),
  },
  (t) => [index('push_jobs_next_try_at_idx').on(t.next_try_at)],
);
