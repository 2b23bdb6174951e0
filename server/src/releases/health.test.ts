import {
  checkHealthFigures,
  checkNetworksAcrossMidnight,
  NOW,
  release,
} from '../../test/helpers/releases/healthScenario';
import { openReleasesTestDb } from '../../test/helpers/releases/testDb';
import type { Db } from '../core/db/client';
import { sectionHealth } from './health';
import { pruneHealth } from './healthRetention';

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
    networks: 0,
    errorRate: null,
    lcpP75: null,
    inpP75: null,
    minutes: [],
  });
});

test('totals over the window, per-minute points, p75 in SQL and renders from the buckets', () =>
  checkHealthFigures(db));

test('distinct networks across midnight are counted once', () => checkNetworksAcrossMidnight(db));

test('figures older than they are kept are deleted; the window is kept whatever it is', async () => {
  const day = 86_400_000;
  const later = NOW + 2 * day;
  const before = await sectionHealth(db, { windowMs: 3 * day }, release, later);
  expect(before.live.views).toBeGreaterThan(0);
  await pruneHealth(db, 3 * day, later);
  expect((await sectionHealth(db, { windowMs: 3 * day }, release, later)).live.views).toBe(before.live.views);
  await pruneHealth(db, 10 * MINUTE, later);
  const after = await sectionHealth(db, { windowMs: 3 * day }, release, later);
  expect(after.live.views).toBe(0);
  expect(after.live.minutes.map((m) => m.renders).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
});
