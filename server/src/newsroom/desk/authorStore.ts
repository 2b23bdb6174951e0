import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { authors } from '../../core/db/schema';

type AuthorRow = typeof authors.$inferSelect;
export type AuthorColumns = Partial<Omit<typeof authors.$inferInsert, 'id'>>;
type Reader = Pick<Db, 'select'>;

export const allAuthors = (db: Reader) => db.select().from(authors).orderBy(asc(authors.id));

export async function authorById(db: Reader, id: number, lock = false): Promise<AuthorRow | undefined> {
  const query = db.select().from(authors).where(eq(authors.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertAuthor(db: Pick<Db, 'insert'>, columns: AuthorColumns): Promise<AuthorRow> {
  const [created] = await db
    .insert(authors)
    .values(columns as typeof authors.$inferInsert)
    .returning();
  return created!;
}

/** The change, made only while the author is still at `version`, which it takes one further; else undefined. */
export async function updateAuthor(
  db: Pick<Db, 'update'>,
  id: number,
  version: number,
  columns: AuthorColumns,
): Promise<AuthorRow | undefined> {
  const [after] = await db
    .update(authors)
    .set({ ...columns, version: sql`${authors.version} + 1` })
    .where(and(eq(authors.id, id), eq(authors.version, version)))
    .returning();
  return after;
}
