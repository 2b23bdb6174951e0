import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { checkedTables } from '../src/core/db/health';
import { BACKENDS, startTestApp } from './helpers/testApp';

const health = async (app: Awaited<ReturnType<typeof startTestApp>>['app']) => {
  const res = await app.inject('/healthz');
  return { status: res.statusCode, body: res.json() };
};

test('/healthz reads every table of the schema', () => {
  expect(checkedTables()).toEqual(
    expect.arrayContaining(['news', 'polls', 'votes', 'contacts', 'categories', 'authors', 'albums', 'horoscopes']),
  );
});

describe.each(BACKENDS)('/healthz on %s', (backend) => {
  test('a table that cannot be read answers 503; readable again, 200', async () => {
    const t = await startTestApp({ backend });
    try {
      expect(await health(t.app)).toEqual({ status: 200, body: { status: 'ok' } });
      await t.database.db.execute(sql`alter table votes rename to votes_elsewhere`);
      expect(await health(t.app)).toEqual({ status: 503, body: { status: 'unavailable' } });
      await t.database.db.execute(sql`alter table votes_elsewhere rename to votes`);
      expect((await health(t.app)).status).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});

test('PGlite: a damaged page in the news table answers 503 while other reads still work', async () => {
  const first = await startTestApp();
  const result = await first.database.db.execute(sql`select pg_relation_filepath('news') as path`);
  const { rows } = result as unknown as { rows: { path: string }[] };
  await first.close({ keepData: true });
  // Garbage over the first page's header: PostgreSQL refuses the page when it reads it.
  const fd = openSync(join(first.dataDir, 'pglite', rows[0]!.path), 'r+');
  writeSync(fd, new Uint8Array(24).fill(0xff), 0, 24, 0);
  closeSync(fd);

  const t = await startTestApp({ dataDir: first.dataDir, content: null });
  try {
    expect(await health(t.app)).toEqual({ status: 503, body: { status: 'unavailable' } });
    expect((await t.app.inject('/api/categories')).statusCode).toBe(200);
  } finally {
    await t.close();
  }
}, 60_000);
