/** The rest of what the site shows (ticker, popular links, horoscopes, weather, markets) and readers' contact messages. */
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stamp } from './columns';
import { staff } from './newsroom';

/** The ticker's headlines, in the editors' order (position, then id: the seed's all share position 0). */
export const breaking = pgTable('breaking', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
  /** Readers stop seeing the headline at this moment (null: until removed). */
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  /** Grows by one with every newsroom change: the `ETag` a change must send back as `If-Match`. */
  version: integer('version').notNull().default(1),
});

export const popular = pgTable('popular', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  url: text('url').notNull(),
});

export const horoscopes = pgTable('horoscopes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  des: text('des').notNull(),
});

export const weather = pgTable('weather', {
  id: serial('id').primaryKey(),
  values: text('values').notNull(),
  des: text('des').notNull(),
});

export const market = pgTable('market', {
  id: serial('id').primaryKey(),
  keys: text('keys').notNull(),
  values: text('values').notNull(),
  type: integer('type').notNull(),
  des: text('des').notNull(),
});

export const gold = pgTable('gold', {
  id: serial('id').primaryKey(),
  keys: text('keys').notNull(),
  values: text('values').notNull(),
  type: integer('type').notNull(),
  des: text('des').notNull(),
});

/** Contact messages, stored as plain text and never rendered as HTML. */
export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  sub: text('sub').notNull(),
  des: text('des').notNull(),
  /** The client's own timestamp, as sent. */
  created_at: text('created_at').notNull(),
  received_at: stamp('received_at').notNull().defaultNow(),
  sender_ip: text('sender_ip').notNull(),
  /** When and by whom the newsroom dealt with it (both null while it waits). */
  handled_at: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  handled_by: integer('handled_by').references(() => staff.id, { onDelete: 'set null' }),
  /** The one-time token of the form that sent it (contracts/formEcho.ts): a form posted twice is one message. */
  form_token: text('form_token').unique(),
});
