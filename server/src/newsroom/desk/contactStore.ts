import { and, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { contacts, staff } from '../../core/db/schema';

type Reader = Pick<Db, 'select'>;

const columns = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  phone: contacts.phone,
  sub: contacts.sub,
  des: contacts.des,
  created_at: contacts.created_at,
  received_at: contacts.received_at,
  handled_at: contacts.handled_at,
  handled_by: contacts.handled_by,
  handler_name: staff.name,
};

export type ContactRow = NonNullable<Awaited<ReturnType<typeof contactById>>>;

const withHandler = (db: Reader) =>
  db.select(columns).from(contacts).leftJoin(staff, eq(staff.id, contacts.handled_by));

export async function contactById(db: Reader, id: number) {
  const [row] = await withHandler(db).where(eq(contacts.id, id));
  return row;
}

/** `limit + 1` messages below `before`, newest first; `flag` keeps the handled (true) or the open (false) ones. */
export function contactRows(db: Reader, query: { before?: number; limit: number; flag: boolean | undefined }) {
  const { before, limit, flag } = query;
  return withHandler(db)
    .where(
      and(
        flag === undefined ? undefined : (flag ? isNotNull : isNull)(contacts.handled_at),
        before === undefined ? undefined : lt(contacts.id, before),
      ),
    )
    .orderBy(desc(contacts.id))
    .limit(limit + 1);
}

/** The message's row, locked until the transaction ends (who handled it, when, its subject and sender). */
export async function lockContact(db: Reader, id: number) {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id)).for('update');
  return row;
}

/** Marks a message handled by `staffId` now, or not handled (`staffId` null). */
export async function markContact(db: Pick<Db, 'update'>, id: number, staffId: number | null): Promise<void> {
  await db
    .update(contacts)
    .set(staffId === null ? { handled_at: null, handled_by: null } : { handled_at: new Date(), handled_by: staffId })
    .where(eq(contacts.id, id));
}
