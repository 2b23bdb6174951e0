import type { NewsroomError, NewsroomNotice, StaffSession } from '@janmat/shared/contracts';
import { signinSchema } from '@janmat/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/client';
import { clientIp } from '../../core/http/clientIp';
import { readCookie, secureCookies } from '../../core/http/cookies';
import { NEWSROOM_MESSAGES } from '../../core/messages';
import type { AppDeps } from '../../deps';
import { audit } from '../audit/auditStore';
import { checkInput, invalid } from '../common/validate';
import { clearedSessionCookie, SESSION_COOKIE, sessionCookie } from './cookies';
import { requireStaff, sessionOf } from './guard';
import { createSession, deleteSession, deleteStaffSessions, pruneSessions, sessionIdOf } from './sessionStore';
import { checkCredentials, type SigninOutcome } from './signin';
import { auditedEmail } from './signinWaits';

/** Groups the sign-in counter apart from the site's write counter (same address, separate allowance). */
const SIGNIN_RATE_GROUP = 'newsroom-signin';

/** Signs a member in: a new session (replacing this browser's old one) and its cookie, or a refusal. */
async function signIn(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const { db, config } = deps;
  const settings = config.newsroom;
  const input = await checkInput(signinSchema, request.body);
  if (!input.ok) return invalid(reply, input.errors);
  const { email, password } = input.value;
  const now = new Date();
  const outcome = await checkCredentials(db, settings, { email, password, ip: clientIp(request) }, now);
  if (outcome.kind !== 'ok') return refuseSignin(db, reply, email, outcome, now);
  const { member } = outcome;
  // A session this browser already had is replaced, not left running beside the new one.
  const previous = readCookie(request.headers.cookie, SESSION_COOKIE);
  if (previous) await deleteSession(db, sessionIdOf(previous));
  await pruneSessions(db, settings, now);
  const session = await createSession(db, member.id, settings, now);
  await audit(db, member.id, 'signin');
  return reply
    .header('set-cookie', sessionCookie(session.token, settings.sessionMaxMs, secureCookies(config.siteUrl)))
    .send({
      staff: { id: member.id, name: member.name, email: member.email, role: member.role },
      csrfToken: session.csrfToken,
    } satisfies StaffSession);
}

/** A refused sign-in, in the audit log; answered 401, or 429 with the seconds this address must wait. */
async function refuseSignin(
  db: Db,
  reply: FastifyReply,
  email: string,
  outcome: Exclude<SigninOutcome, { kind: 'ok' }>,
  now: Date,
) {
  // Who tried is known from the account; an unknown e-mail is kept bounded (see auditedEmail).
  const who = outcome.staffId === null ? auditedEmail(email) : {};
  const reason = outcome.kind === 'waiting' ? 'waiting' : outcome.reason;
  await audit(db, outcome.staffId, 'signin_failed', null, { ...who, reason });
  const until = outcome.kind === 'waiting' ? outcome.until : outcome.wait;
  if (!until) return reply.code(401).send({ message: NEWSROOM_MESSAGES.wrongCredentials });
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ message: NEWSROOM_MESSAGES.locked(Math.ceil(seconds / 60)) } satisfies NewsroomError);
}

/** Sign-in, sign-out (here / everywhere) and who is signed in. */
export function authRoutes(scope: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  const settings = config.newsroom;
  const secure = secureCookies(config.siteUrl);

  scope.post(
    '/api/newsroom/signin',
    {
      config: {
        newsroomPublic: true,
        rateLimit: { max: settings.signinMax, timeWindow: settings.signinWindowMs, groupId: SIGNIN_RATE_GROUP },
      },
    },
    async (request, reply) => signIn(deps, request, reply),
  );

  scope.get('/api/newsroom/me', { preHandler: requireStaff() }, async (request) => {
    const session = sessionOf(request);
    return { staff: session.staff, csrfToken: session.csrfToken } satisfies StaffSession;
  });

  scope.post('/api/newsroom/signout', { preHandler: requireStaff() }, async (request, reply) => {
    const session = sessionOf(request);
    await deleteSession(db, session.sessionId);
    await audit(db, session.staff.id, 'signout');
    return reply
      .header('set-cookie', clearedSessionCookie(secure))
      .send({ message: NEWSROOM_MESSAGES.signedOut } satisfies NewsroomNotice);
  });

  scope.post('/api/newsroom/signout-all', { preHandler: requireStaff() }, async (request, reply) => {
    const session = sessionOf(request);
    const ended = await deleteStaffSessions(db, session.staff.id);
    await audit(db, session.staff.id, 'signout_all', null, { sessions: ended });
    return reply
      .header('set-cookie', clearedSessionCookie(secure))
      .send({ message: NEWSROOM_MESSAGES.signedOutEverywhere } satisfies NewsroomNotice);
  });
}
