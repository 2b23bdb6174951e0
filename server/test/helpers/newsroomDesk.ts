import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, authors, breaking, polls } from '../../src/core/db/schema';
import { istStamp } from '../../src/newsroom/common/ist';
import { writeFakeBuilds } from './fakeWeb';
import { type AnyJson, type CallOptions, call, type Session } from './newsroomClient';
import { ADMIN, newsroomEnv } from './newsroomEnv';
import { type Backend, startTestApp, type TestApp } from './testApp';

const PASSWORD = 'न्यूज़रूम-का-पासवर्ड-1';

type Staff = Session & { id: number };

export interface Desk {
  t: TestApp;
  admin: Staff;
  editor: Staff;
  reporter: Staff;
  editorId: number;
  /** A newsroom call as `session`. */
  as(session: Session, method: string, url: string, payload?: unknown, options?: CallOptions): ReturnType<typeof call>;
  /** A reader's GET (no session). */
  read(url: string, ip?: string): ReturnType<typeof call>;
  /** The `If-Match` of a desk row's version as it is now (`"1"` for a row that does not exist). */
  seen(kind: 'breaking' | 'author' | 'sitepoll', id: number): Promise<CallOptions>;
  /** The audit entries about one subject, newest first. */
  audited(type: string, id: string | number): Promise<{ action: string; staff: number | null; detail: AnyJson }[]>;
}

async function signIn(app: FastifyInstance, email: string, password: string): Promise<Staff> {
  const reply = await call(app, 'POST', '/api/newsroom/signin', { payload: { email, password } });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status}`);
  const cookie = String(reply.headers['set-cookie']).split(';')[0]!;
  return { cookie, csrf: reply.body.csrfToken, id: reply.body.staff.id };
}

/** A test app with built pages (so page routes answer), its first admin, an editor and a reporter signed in. */
export async function startDesk(backend: Backend, env: Record<string, string> = {}): Promise<Desk> {
  const dataDir = mkdtempSync(join(tmpdir(), 'janmat-desk-'));
  writeFakeBuilds(join(dataDir, 'web'));
  const t = await startTestApp({
    backend,
    dataDir,
    env: newsroomEnv(env),
  });
  const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  const add = async (role: 'editor' | 'reporter') => {
    const email = `${role}@janmat.test`;
    const made = await call(t.app, 'POST', '/api/newsroom/staff', {
      session: admin,
      payload: { email, name: role === 'editor' ? 'संपादक' : 'रिपोर्टर', role, password: PASSWORD },
    });
    if (made.status !== 201) throw new Error(`could not add ${role}: ${made.status}`);
    return signIn(t.app, email, PASSWORD);
  };
  const editor = await add('editor');
  const reporter = await add('reporter');
  return {
    t,
    admin,
    editor,
    reporter,
    editorId: editor.id,
    as: (session, method, url, payload, options = {}) => call(t.app, method, url, { session, payload, ...options }),
    read: (url, ip) => call(t.app, 'GET', url, ip ? { ip } : {}),
    seen: async (kind, id) => {
      const { db } = t.database;
      const [row] =
        kind === 'breaking'
          ? await db.select({ version: breaking.version }).from(breaking).where(eq(breaking.id, id))
          : kind === 'author'
            ? await db.select({ version: authors.version }).from(authors).where(eq(authors.id, id))
            : await db.select({ version: polls.version }).from(polls).where(eq(polls.poll_id, id));
      return { headers: { 'if-match': `"${row?.version ?? 1}"` } };
    },
    audited: async (type, id) =>
      t.database.db
        .select({ action: auditLog.action, staff: auditLog.staff_id, detail: auditLog.detail })
        .from(auditLog)
        .where(and(eq(auditLog.subject_type, type), eq(auditLog.subject_id, String(id))))
        .orderBy(desc(auditLog.id)),
  };
}

/** A newsroom time (`YYYY-MM-DDTHH:mm`, Asia/Kolkata) at least `minutes` from now. */
export const istMinuteIn = (minutes: number) =>
  istStamp(new Date(Date.now() + minutes * 60_000 + 60_000))
    .slice(0, 16)
    .replace(' ', 'T');
