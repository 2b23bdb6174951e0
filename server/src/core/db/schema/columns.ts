/** Column types several areas of the schema share. */
import { timestamp } from 'drizzle-orm/pg-core';

/** `YYYY-MM-DD HH:mm:ss` strings in and out (spec §3), whole seconds. */
export const stamp = (name: string) => timestamp(name, { mode: 'string', precision: 0 });

/** A moment with its time zone, read as a JS Date (session expiry and locks are compared in JS). */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
