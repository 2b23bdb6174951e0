/** What the server's processes share on one database: rate-limit counters, uploaded photo files, secrets. */
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * Write rate-limit counters shared by every server process on one PostgreSQL database (one row per
 * visitor address and window; see http/pgRateLimitStore.ts). Unused on PGlite, where one process
 * counts in memory.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  window_ends: timestamp('window_ends', { withTimezone: true, mode: 'string' }).notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The newsroom's uploaded photo files when the site runs on PostgreSQL (decision 0020): any process
 * serves what another took. One row per file, by its site path (`/uploads/newsroom/<yyyymm>/<id>/640.webp`),
 * written once and never changed, so its ETag is the hash of its bytes. On PGlite they stay in DATA_DIR/uploads.
 */
export const photoFiles = pgTable('photo_files', {
  path: text('path').primaryKey(),
  content_type: text('content_type').notNull(),
  body: bytea('body').notNull(),
  etag: text('etag').notNull(),
  created_at: moment('created_at').notNull().defaultNow(),
});

/** Secrets the processes share (created once): the key that signs pages' beacon tokens. */
export const siteSecrets = pgTable('site_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
