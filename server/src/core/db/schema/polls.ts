/** Site and visitor polls, and their votes. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { news } from './articles';
import { stamp } from './columns';

/** Site polls (kind `site`, poll_id 1–9) and visitor polls (kind `user`, poll_id 10–10009) share one id space. */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    poll_id: integer('poll_id').notNull().unique(),
    name: text('name').notNull(),
    created_by: text('created_by').notNull(),
    op1: text('op1').notNull(),
    op2: text('op2').notNull(),
    op3: text('op3'),
    op4: text('op4'),
    res1: integer('res1').notNull().default(0),
    res2: integer('res2').notNull().default(0),
    res3: integer('res3').notNull().default(0),
    res4: integer('res4').notNull().default(0),
    news_id: integer('news_id').references(() => news.id),
    at_home: boolean('at_home').notNull().default(false),
    created_at: stamp('created_at').notNull().defaultNow(),
    /** A closed poll takes no more votes and still shows its results (site polls, closed by editors). */
    closed_at: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** A hidden poll is gone for readers (404, in no list, no votes) until an editor shows it again. */
    hidden_at: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hidden_reason: text('hidden_reason'),
    /** Grows by one with every change an editor makes (votes leave it): the `ETag` of a site poll. */
    version: integer('version').notNull().default(1),
    /** The one-time token of the form that created it (contracts/formEcho.ts): a form posted twice makes one poll. */
    form_token: text('form_token').unique(),
  },
  (t) => [
    check('polls_kind_check', sql`${t.kind} in ('site', 'user')`),
    index('polls_created_by_idx').on(t.created_by),
  ],
);

/**
 * One row per vote; the unique key on the voter makes a repeat vote impossible. `voter_key` is the
 * address as votes group it: an IPv4 address itself, an IPv6 address's /64 (`2001:db8:1:2::/64`),
 * written by the database's `voter_key(ip)` (migration 0008), the grouping poll creation uses too.
 */
export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    poll: integer('poll')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    option: smallint('option').notNull(),
    voter_ip: text('voter_ip').notNull(),
    voter_key: text('voter_key').notNull(),
    created_at: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('votes_poll_voter_key_idx').on(t.poll, t.voter_key),
    check('votes_option_check', sql`${t.option} between 1 and 4`),
  ],
);
