/**
 * Election results (docs/results.md): the elections, their parties, constituencies and candidates,
 * the votes counted round by round, and each seat's declaration.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { moment } from './columns';

export const ELECTION_KINDS = ['lok-sabha', 'vidhan-sabha', 'by-election'] as const;
export const ELECTION_STATUSES = ['upcoming', 'counting', 'final'] as const;
export const RESERVED_FOR = ['SC', 'ST'] as const;

/** An election: a Lok Sabha, a state's Vidhan Sabha, or by-elections. */
export const elections = pgTable(
  'elections',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').$type<(typeof ELECTION_KINDS)[number]>().notNull(),
    /** The state's Hindi name; null for a national election. */
    state: text('state'),
    /** `YYYY-MM-DD`. */
    counting_date: text('counting_date').notNull(),
    seats: integer('seats').notNull(),
    majority: integer('majority').notNull(),
    status: text('status').$type<(typeof ELECTION_STATUSES)[number]>().notNull().default('upcoming'),
    /** The seed's demonstration («डेमो»): readers see it marked so. */
    demo: boolean('demo').notNull().default(false),
    /** The last change readers see (a count, a declaration, the status). */
    updated_at: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('elections_kind_check', sql`${t.kind} in ('lok-sabha', 'vidhan-sabha', 'by-election')`),
    check('elections_status_check', sql`${t.status} in ('upcoming', 'counting', 'final')`),
  ],
);

/** A party standing in an election, with its alliance (null: none). */
export const resultParties = pgTable(
  'result_parties',
  {
    election_id: integer('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    short: text('short').notNull(),
    /** `#rrggbb`. */
    colour: text('colour').notNull(),
    alliance: text('alliance'),
  },
  (t) => [primaryKey({ columns: [t.election_id, t.code] })],
);

/**
 * A seat. `rounds_counted` is the highest round with votes in; the seat is declared (won) once its
 * winner is named, after its last round.
 */
export const constituencies = pgTable(
  'constituencies',
  {
    election_id: integer('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    name_latin: text('name_latin').notNull(),
    district: text('district').notNull(),
    reserved: text('reserved').$type<(typeof RESERVED_FOR)[number]>(),
    /** The party that held the seat before (its code), to say «छीनी» or «बरकरार». */
    held_by: text('held_by'),
    rounds_total: integer('rounds_total').notNull().default(0),
    rounds_counted: integer('rounds_counted').notNull().default(0),
    /** The declared winner (a candidate's id), once every round is counted. */
    winner: integer('winner'),
    declared_at: moment('declared_at'),
    updated_at: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.election_id, t.number] }),
    unique('constituencies_slug_unique').on(t.election_id, t.slug),
    check('constituencies_reserved_check', sql`${t.reserved} is null or ${t.reserved} in ('SC', 'ST')`),
  ],
);

/** A candidate, by the id the election's data gives it; `votes` is the sum of its rounds. */
export const candidates = pgTable(
  'candidates',
  {
    election_id: integer('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    constituency: integer('constituency').notNull(),
    name: text('name').notNull(),
    party: text('party').notNull(),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.election_id, t.id] }),
    index('candidates_constituency_idx').on(t.election_id, t.constituency),
  ],
);

/** A candidate's votes in one round: sent again, the row is replaced (a correction may lower it). */
export const resultCounts = pgTable(
  'result_counts',
  {
    election_id: integer('election_id')
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    constituency: integer('constituency').notNull(),
    candidate: integer('candidate').notNull(),
    round: integer('round').notNull(),
    votes: integer('votes').notNull(),
    updated_at: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.election_id, t.constituency, t.candidate, t.round] })],
);
