import type { Db } from '../core/db/client';
import { sectionHealth } from './health';
import { checkHealthFigures, NOW, release } from './healthScenario';
import { openReleasesTestDb } from './testDb';

const MINUTE = 60_000;
let database: Awaited<ReturnType<typeof openReleasesTestDb>>;
let db: Db;
beforeAll(async () => {
  database = await openReleasesTestDb();
  db = database.db;
});
afterAll(() => database.drop());

test('a build without figures has zero views and no rates', async () => {
  const health = await sectionHealth(db, { windowMs: 10 * MINUTE }, { ...release, canary: null }, NOW);
  expect(health.canary).toBeNull();
  expect(health.live).toEqual({
    release: 1,
    build: 'a1',
    role: 'live',
    views: 0,
    errorRate: null,
    lcpP75: null,
    inpP75: null,
    minutes: [],
  });
});

test('totals over the window, per-minute points, p75 in SQL and renders from the buckets', () =>
  checkHealthFigures(db));
