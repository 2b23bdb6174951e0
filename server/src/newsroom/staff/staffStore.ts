import type { StaffAccount } from '@janmat/shared/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { type StaffRole, staff } from '../../core/db/schema';

export type StaffRow = typeof staff.$inferSelect;
type NewStaffRow = typeof staff.$inferInsert;
type Reader = Pick<Db, 'select'>;

/** A staff account as the API shows it: never its password hash or failure count. */
export function staffView(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    locked_until: row.locked_until?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export const allStaff = (db: Reader) => db.select().from(staff).orderBy(asc(staff.id));

/** A new account; undefined when its e-mail is taken (the unique key decides, so two at once cannot both pass). */
export async function insertStaff(db: Pick<Db, 'insert'>, values: NewStaffRow): Promise<StaffRow | undefined> {
  const [row] = await db.insert(staff).values(values).onConflictDoNothing({ target: staff.email }).returning();
  return row;
}

export async function anyAdmin(db: Reader): Promise<boolean> {
  const [admin] = await db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'admin')).limit(1);
  return admin !== undefined;
}

export async function roleOfEmail(db: Reader, email: string): Promise<StaffRole | undefined> {
  const [holder] = await db.select({ role: staff.role }).from(staff).where(eq(staff.email, email));
  return holder?.role;
}

/** The account, its row locked until the transaction ends. */
export async function lockStaff(db: Reader, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).for('update');
  return row;
}

/**
 * How many active admins there are besides `id`, their rows locked: two admins demoting each other
 * at once cannot both pass.
 */
export async function lockOtherActiveAdmins(db: Reader, id: number): Promise<number> {
  const others = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), eq(staff.disabled, false), ne(staff.id, id)))
    .for('update');
  return others.length;
}

export async function updateStaff(
  db: Pick<Db, 'update'>,
  id: number,
  columns: Partial<NewStaffRow>,
): Promise<StaffRow | undefined> {
  const [row] = await db.update(staff).set(columns).where(eq(staff.id, id)).returning();
  return row;
}
