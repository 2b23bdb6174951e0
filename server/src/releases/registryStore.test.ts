import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { copyPgliteTemplate } from '../../test/helpers/pgliteTemplate';
import { type DatabaseHandle, type Db, openDatabase } from '../core/db/client';
import { releases, sectionReleases } from '../core/db/schema';
import { DbReleaseRegistry } from './registryStore';

/**
 * Two notices from other processes close together: the registry reads the releases twice, and the
 * first read's answer comes late. The state kept is the second read's, the newer one.
 */
const folder = mkdtempSync(join(tmpdir(), 'janmat-registry-db-'));
let database: DatabaseHandle;

beforeAll(async () => {
  await copyPgliteTemplate(join(folder, 'pglite'));
  database = await openDatabase({ kind: 'pglite', dataDir: join(folder, 'pglite') });
});
afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The database, with the answer of every query started while `held` is set kept back until `release`. */
function slowAnswers(db: Db) {
  let held = false;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow = <T extends object>(builder: T): T =>
    new Proxy(builder, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key === 'then' && typeof value === 'function') {
          const answer = (value as PromiseLike<unknown>['then']).bind(target);
          return (done: (rows: unknown) => unknown, failed: (error: unknown) => unknown) =>
            answer((rows) => gate.then(() => rows)).then(done, failed);
        }
        return typeof value === 'function' ? (...args: unknown[]) => slow(value.apply(target, args)) : value;
      },
    });
  const proxied = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const builder = value.apply(target, args);
        return held ? slow(builder) : builder;
      };
    },
  });
  return {
    db: proxied as Db,
    hold: (on: boolean) => {
      held = on;
    },
    release: () => release(),
  };
}

it('keeps the state of the read started last when an earlier read answers after it', async () => {
  const slowDb = slowAnswers(database.db);
  const registry = await DbReleaseRegistry.open(slowDb.db, async () => ({
    manifest: 'https://cdn.test/polls/b1/mf-manifest.json',
    build: 'b1',
  }));
  const first = registry.section('polls').live.release;
  // Another process releases a second build of polls: its notice starts a read whose answer is late…
  const [second] = await database.db
    .insert(releases)
    .values({
      section: 'polls',
      action: 'release',
      manifest: 'https://cdn.test/polls/b2/mf-manifest.json',
      actor: 'token',
    })
    .returning();
  await database.db
    .update(sectionReleases)
    .set({ live_release: second!.id })
    .where(eq(sectionReleases.section, 'polls'));
  slowDb.hold(true);
  const early = registry.reload();
  slowDb.hold(false);
  // …then rolls it back, and that notice's read starts while the first is still waiting.
  await database.db.update(sectionReleases).set({ live_release: first }).where(eq(sectionReleases.section, 'polls'));
  const late = registry.reload();
  // The second read is let answer first if it can (it can only when reads may overtake each other).
  await Promise.race([late, new Promise((resolve) => setTimeout(resolve, 200))]);
  slowDb.release();
  await Promise.all([early, late]);
  expect(registry.section('polls').live.release).toBe(first);
  await registry.close();
});
