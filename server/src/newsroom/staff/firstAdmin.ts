import type { FastifyBaseLogger } from 'fastify';
import type { NewsroomSettings } from '../../core/config';
import type { Db } from '../../core/db/client';
import { audit } from '../audit/auditStore';
import { hashPassword } from '../auth/passwords';
import { anyAdmin, insertStaff, roleOfEmail } from './staffStore';

export type FirstAdminResult = 'created' | 'admin-exists' | 'email-taken' | 'not-configured';

/**
 * At start: with no admin in the database and JANMAT_ADMIN_EMAIL + JANMAT_ADMIN_PASSWORD set, that
 * admin is created. Once any admin exists nothing is changed, so the variables can stay set (and a
 * changed password in them never overwrites the one in use). Processes starting together on one
 * database race safely: the e-mail is unique, the second insert does nothing. The password is
 * never logged.
 */
export async function ensureFirstAdmin(
  db: Db,
  firstAdmin: NewsroomSettings['firstAdmin'],
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<FirstAdminResult> {
  if (await anyAdmin(db)) return 'admin-exists';
  if (!firstAdmin) {
    log.info('the newsroom has no admin yet: set JANMAT_ADMIN_EMAIL and JANMAT_ADMIN_PASSWORD to create one at start');
    return 'not-configured';
  }
  const password_hash = await hashPassword(firstAdmin.password);
  const created = await insertStaff(db, { email: firstAdmin.email, name: 'Admin', role: 'admin', password_hash });
  if (!created) {
    if ((await roleOfEmail(db, firstAdmin.email)) === 'admin') return 'admin-exists';
    log.warn(
      { email: firstAdmin.email },
      'JANMAT_ADMIN_EMAIL belongs to an existing staff account that is not an admin: no admin was created',
    );
    return 'email-taken';
  }
  await audit(
    db,
    null,
    'staff_create',
    { type: 'staff', id: created.id },
    { email: firstAdmin.email, role: 'admin', by: 'start-up' },
  );
  log.info({ email: firstAdmin.email, id: created.id }, 'first newsroom admin created from JANMAT_ADMIN_EMAIL');
  return 'created';
}
