import type { Item, Page, StaffAccount } from '@janmat/shared/contracts';
import { newStaffSchema, type StaffChange, staffChangeSchema } from '@janmat/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/client';
import { secureCookies } from '../../core/http/cookies';
import { wholeNumber } from '../../core/http/schemas';
import { NEWSROOM_MESSAGES } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { audit } from '../audit/auditStore';
import { clearedSessionCookie } from '../auth/cookies';
import { requireStaff, sessionOf } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { deleteStaffSessions } from '../auth/sessionStore';
import { clearEmailFailures } from '../auth/signinStore';
import type { Tx } from '../common/refusals';
import { checkInput, invalid } from '../common/validate';
import {
  allStaff,
  insertStaff,
  lockOtherActiveAdmins,
  lockStaff,
  type StaffRow,
  staffView,
  updateStaff,
} from './staffStore';

/** Thrown inside the update transaction when the change would leave no active admin. */
class LastAdminError extends Error {}

const idParams = {
  type: 'object',
  properties: { id: wholeNumber(1) },
  required: ['id'],
  additionalProperties: false,
} as const;

/** What the audit log records of a change: old and new values, and only that a password was reset. */
function changeDetail(before: StaffRow, change: StaffChange): Record<string, unknown> {
  const detail: Record<string, unknown> = {};
  for (const field of ['name', 'role', 'disabled'] as const) {
    if (change[field] !== undefined && change[field] !== before[field]) {
      detail[field] = { from: before[field], to: change[field] };
    }
  }
  if (change.password !== undefined) detail.password = 'reset';
  return detail;
}

/** Adds a member (its password hashed); 409 when the e-mail is taken. */
async function createStaff(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const input = await checkInput(newStaffSchema, request.body);
  if (!input.ok) return invalid(reply, input.errors);
  const { password, ...fields } = input.value;
  const password_hash = await hashPassword(password);
  const actor = sessionOf(request).staff.id;
  const created = await db.transaction(async (tx) => {
    const row = await insertStaff(tx, { ...fields, password_hash });
    if (row)
      await audit(tx, actor, 'staff_create', { type: 'staff', id: row.id }, { email: row.email, role: row.role });
    return row;
  });
  if (!created) return reply.code(409).send({ message: NEWSROOM_MESSAGES.emailTaken });
  return reply.code(201).send({ data: staffView(created) } satisfies Item<StaffAccount>);
}

/**
 * One change to member `id`, inside its transaction: refused (LastAdminError) when it would leave no
 * active admin; a new password lifts the e-mail's waits, and either it or disabling signs the account
 * out. Nothing when there is no such member.
 */
async function applyStaffChange(
  tx: Tx,
  actor: number,
  id: number,
  change: StaffChange,
  password_hash: string | undefined,
): Promise<{ after: StaffRow; ended: number } | undefined> {
  const before = await lockStaff(tx, id);
  if (!before) return undefined;
  const demoted = change.role !== undefined && change.role !== 'admin';
  if (before.role === 'admin' && !before.disabled && (demoted || change.disabled === true)) {
    if ((await lockOtherActiveAdmins(tx, id)) === 0) throw new LastAdminError();
  }
  const after = await updateStaff(tx, id, {
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.role !== undefined ? { role: change.role } : {}),
    ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
    ...(password_hash !== undefined ? { password_hash } : {}),
  });
  // A reset lifts the e-mail's waits on every address: the admin has just given it a known password.
  if (password_hash !== undefined) await clearEmailFailures(tx, before.email);
  // Disabled, or a new password: whoever is signed in as this account is signed out.
  const ended = change.disabled === true || password_hash !== undefined ? await deleteStaffSessions(tx, id) : 0;
  await audit(tx, actor, 'staff_update', { type: 'staff', id }, { ...changeDetail(before, change), sessions: ended });
  return { after: after!, ended };
}

/** Changes a member's role, name, disabled or password; 404 for no such member, 409 for the last admin. */
async function changeStaff(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const { id } = request.params as { id: number };
  const input = await checkInput(staffChangeSchema, request.body);
  if (!input.ok) return invalid(reply, input.errors);
  const change = input.value;
  const password_hash = change.password === undefined ? undefined : await hashPassword(change.password);
  const actor = sessionOf(request).staff.id;
  let result: Awaited<ReturnType<typeof applyStaffChange>>;
  try {
    result = await deps.db.transaction((tx) => applyStaffChange(tx, actor, id, change, password_hash));
  } catch (error) {
    if (error instanceof LastAdminError) return reply.code(409).send({ message: NEWSROOM_MESSAGES.lastAdmin });
    throw error;
  }
  if (!result) return reply.code(404).send({ message: NEWSROOM_MESSAGES.staffNotFound });
  // An admin who reset their own password ended their own session too.
  if (id === actor && result.ended > 0)
    reply.header('set-cookie', clearedSessionCookie(secureCookies(deps.config.siteUrl)));
  return { data: staffView(result.after) } satisfies Item<StaffAccount>;
}

/** Staff management, admins only: list, add, change role / name / disabled, reset a password. */
export function staffRoutes(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const adminOnly = requireStaff(['admin']);

  scope.get('/api/newsroom/staff', { preHandler: adminOnly }, async () => {
    const rows = await allStaff(db);
    return { data: rows.map(staffView), next: null } satisfies Page<StaffAccount>;
  });
  scope.post('/api/newsroom/staff', { preHandler: adminOnly }, async (request, reply) =>
    createStaff(db, request, reply),
  );
  scope.patch(
    '/api/newsroom/staff/:id',
    { preHandler: adminOnly, schema: { params: idParams } },
    async (request, reply) => changeStaff(deps, request, reply),
  );
}
