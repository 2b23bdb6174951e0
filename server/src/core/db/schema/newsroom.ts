/** The newsroom's staff, their sessions and failed sign-ins, and the audit log of their writes. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/** Newsroom roles, most powerful first: admins manage staff, editors publish, reporters write drafts. */
export const STAFF_ROLES = ['admin', 'editor', 'reporter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Newsroom staff. E-mails are stored lower-cased, so the unique key ignores case. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** argon2id, in the PHC string form (`$argon2id$v=19$m=…`). */
    password_hash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Wrong passwords since the last success or lock; reaching the limit locks the account a while. */
    failed_signins: integer('failed_signins').notNull().default(0),
    locked_until: moment('locked_until'),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [check('staff_role_check', sql`${t.role} in ('admin', 'editor', 'reporter')`)],
);

/**
 * Signed-in staff. The id is the SHA-256 of the cookie's random token: whoever reads this table
 * (a backup, a leaked dump) cannot sign in with what is stored here.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staff_id: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    csrf_token: text('csrf_token').notNull(),
    created_at: moment('created_at').notNull(),
    /** The absolute end; an idle session ends earlier (last_seen_at + the idle limit). */
    expires_at: moment('expires_at').notNull(),
    last_seen_at: moment('last_seen_at').notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staff_id)],
);

/** Every newsroom write, who made it and on what; kept when the staff account changes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for a sign-in attempt with an unknown e-mail. */
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subject_type: text('subject_type'),
    subject_id: text('subject_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_staff_idx').on(t.staff_id)],
);

/**
 * Wrong newsroom sign-ins, counted per e-mail and address (`pair:<sha256 of the e-mail>:<address>`)
 * and per address whatever the e-mail (`address:<address>`). Past a threshold each new failure makes
 * that key wait longer (`wait_until`); a count is forgotten a day after its last failure. Kept in the
 * database so every process on one PostgreSQL counts the same attempts.
 */
export const signinFailures = pgTable(
  'signin_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    last_failed_at: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }).notNull(),
    wait_until: timestamp('wait_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('signin_failures_last_idx').on(t.last_failed_at)],
);
