import type { AuditEntry, Page } from '@janmat/shared/contracts';
import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { auditLog, staff } from '../../core/db/schema';
import { pageOf } from '../common/paging';

/** What a newsroom write acted on: `{ type: 'staff', id: 7 }`, later articles, polls, … */
export interface AuditSubject {
  type: string;
  id: string | number;
}

/**
 * Records one newsroom write. Takes the database or a transaction, so a change and its record are
 * stored together or not at all. `detail` says what changed; it never holds a password or a token.
 */
export async function audit(
  db: Pick<Db, 'insert'>,
  staffId: number | null,
  action: string,
  subject: AuditSubject | null = null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(auditLog).values({
    staff_id: staffId,
    action,
    subject_type: subject?.type ?? null,
    subject_id: subject === null ? null : String(subject.id),
    detail,
  });
}

/** Newest first, `limit` rows with an id below `before` (ids only grow, so pages never shift). */
export async function auditPage(db: Db, before: number | undefined, limit: number): Promise<Page<AuditEntry>> {
  const rows = await db
    .select({
      id: auditLog.id,
      staff_id: auditLog.staff_id,
      staff_name: staff.name,
      action: auditLog.action,
      subject_type: auditLog.subject_type,
      subject_id: auditLog.subject_id,
      detail: auditLog.detail,
      at: auditLog.at,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staff_id))
    .where(before === undefined ? undefined : lt(auditLog.id, before))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  return pageOf(rows, limit, (row) => ({ ...row, at: row.at.toISOString() }));
}
