import type { SearchAlias } from '@janmat/shared/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { searchAliases } from '../../core/db/schema';

type Reader = Pick<Db, 'select'>;

/** Every alias, by term. */
export const allAliases = (db: Reader): Promise<SearchAlias[]> =>
  db.select().from(searchAliases).orderBy(asc(searchAliases.term));

/** The alias of `term` (locked for a change when asked). */
export async function aliasOf(db: Reader, term: string, lock = false): Promise<SearchAlias | undefined> {
  const query = db.select().from(searchAliases).where(eq(searchAliases.term, term));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Adds an alias; undefined when the term already has one (the table keeps one expansion per term). */
export async function insertAlias(db: Pick<Db, 'insert'>, alias: SearchAlias): Promise<SearchAlias | undefined> {
  const [created] = await db.insert(searchAliases).values(alias).onConflictDoNothing().returning();
  return created;
}

export async function deleteAlias(db: Pick<Db, 'delete'>, term: string): Promise<SearchAlias | undefined> {
  const [removed] = await db.delete(searchAliases).where(eq(searchAliases.term, term)).returning();
  return removed;
}
