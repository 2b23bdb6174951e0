/** Section releases (docs/releasing.md): the history, what is live and canary now, pre-flight claims, health figures. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';
import { staff } from './newsroom';

/**
 * Every release action on a section, newest last (docs/releasing.md): a build made live or canary,
 * promoted, rolled back (by a person, the operator token or the guardrails), or refused at pre-flight.
 * A row that made a build live or canary is that build's `release` id in pages and health figures.
 */
export const releases = pgTable(
  'releases',
  {
    id: serial('id').primaryKey(),
    section: text('section').notNull(),
    action: text('action').notNull(),
    manifest: text('manifest').notNull(),
    build: text('build'),
    /** The canary's share of buckets; null for a live build. */
    percent: smallint('percent'),
    /** A staff member's name, `token` or `guardrail`. */
    actor: text('actor').notNull(),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    figures: jsonb('figures').$type<Record<string, unknown>>(),
    /** The release live after this action, when it made one live (rollbacks walk back through these). */
    live_after: integer('live_after'),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('releases_section_idx').on(t.section, t.id)],
);

/** Each section's live build and canary now: rows of `releases`. */
export const sectionReleases = pgTable('section_releases', {
  section: text('section').primaryKey(),
  live_release: integer('live_release')
    .notNull()
    .references(() => releases.id),
  canary_release: integer('canary_release').references(() => releases.id),
  canary_percent: smallint('canary_percent'),
  canary_since: moment('canary_since'),
  updated_at: moment('updated_at').notNull().defaultNow(),
});

/**
 * A section's build in pre-flight now: at most one per section across every process (the primary
 * key), so a second release of that section is answered 409 while the first is checked. `holder`
 * names the claim, so only its own request clears it; a claim past `expires_at` (its process died
 * mid-check) may be taken over.
 */
export const releaseChecks = pgTable('release_checks', {
  section: text('section').primaryKey(),
  holder: text('holder').notNull(),
  manifest: text('manifest').notNull(),
  started_at: moment('started_at').notNull().defaultNow(),
  expires_at: moment('expires_at').notNull(),
});

/**
 * Readers' beacons, one row per page view that counted: at most one per address per minute per
 * build (the primary key), so one visitor cannot outweigh the others.
 */
export const rumViews = pgTable(
  'rum_views',
  {
    release: integer('release').notNull(),
    minute: moment('minute').notNull(),
    /** A keyed hash of the reader's network (IPv4 /24, IPv6 /48) and the day, never the address (rumNetwork.ts). */
    visitor: text('visitor').notNull(),
    lcp: real('lcp'),
    inp: real('inp'),
    cls: real('cls'),
    /** The view reported a script error or a section that could not load. */
    failed: boolean('failed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.release, t.minute, t.visitor] }), index('rum_views_minute_idx').on(t.minute)],
);

/** The server's own renders per build per minute, summed by every process. */
export const renderMinutes = pgTable(
  'render_minutes',
  {
    release: integer('release').notNull(),
    minute: moment('minute').notNull(),
    renders: integer('renders').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    /** Render times in ms, bucketed (index i counts renders under RENDER_BUCKETS_MS[i]) for the p75. */
    buckets: jsonb('buckets').$type<number[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.release, t.minute] })],
);
