import type { SearchGlossaryEntry } from '@janmat/shared/contracts';
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { searchGlossary } from '../../core/db/schema';

/** Most entries one look-up lists (the glossary holds hundreds). */
const LISTED = 50;

/** The entries whose English term or Hindi forms contain `text` (all when empty), by term, at most LISTED. */
export function findEntries(db: Pick<Db, 'select'>, text: string): Promise<SearchGlossaryEntry[]> {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const query = db.select().from(searchGlossary);
  const filtered = text ? query.where(or(ilike(searchGlossary.term, like), ilike(searchGlossary.hindi, like))) : query;
  return filtered.orderBy(asc(searchGlossary.term)).limit(LISTED);
}

/** Adds the entry or replaces its forms; the entry as it was before (undefined when new). */
export async function saveEntry(
  db: Pick<Db, 'select' | 'insert'>,
  entry: SearchGlossaryEntry,
): Promise<SearchGlossaryEntry | undefined> {
  const [before] = await db.select().from(searchGlossary).where(eq(searchGlossary.term, entry.term)).for('update');
  await db
    .insert(searchGlossary)
    .values(entry)
    .onConflictDoUpdate({ target: searchGlossary.term, set: { hindi: entry.hindi } });
  return before;
}

export async function deleteEntry(db: Pick<Db, 'delete'>, term: string): Promise<SearchGlossaryEntry | undefined> {
  const [removed] = await db.delete(searchGlossary).where(eq(searchGlossary.term, term)).returning();
  return removed;
}
