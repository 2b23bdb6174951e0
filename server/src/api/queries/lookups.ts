import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { states } from '../../core/db/schema';

/** A state by its code, or by its numeric id (the state-list route carries both). */
export async function stateByCodeOrId(db: Db, value: string) {
  const byId = /^\d{1,9}$/.test(value);
  const [row] = await db
    .select()
    .from(states)
    .where(byId ? eq(states.id, Number(value)) : eq(states.code, value))
    .limit(1);
  return row;
}
