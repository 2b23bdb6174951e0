import type { Db } from '../core/db/client';
import { bucketsP75, RENDER_BUCKETS_MS, RenderRecorder, renderBucket } from './renderHealth';

test('buckets: each bound is the first of the next bucket; the slowest go last', () => {
  expect(renderBucket(0)).toBe(0);
  expect(renderBucket(4.9)).toBe(0);
  expect(renderBucket(5)).toBe(1);
  expect(renderBucket(99)).toBe(4);
  expect(renderBucket(60_000)).toBe(RENDER_BUCKETS_MS.length);
});

test('p75 interpolates within its bucket; none without renders', () => {
  expect(bucketsP75([])).toBeNull();
  expect(bucketsP75([0, 0, 0, 4])).toBeCloseTo(25 + 25 * 0.75);
  expect(bucketsP75([1, 0, 0, 3])).toBeCloseTo(25 + (25 * 2) / 3);
  const slowest = new Array(RENDER_BUCKETS_MS.length + 1).fill(0);
  slowest[RENDER_BUCKETS_MS.length] = 5;
  expect(bucketsP75(slowest)).toBe(5000);
});

/** A database that keeps what each flush inserted, and fails when told to. */
function fakeDb() {
  const writes: Record<string, unknown>[][] = [];
  let failing = false;
  const db = {
    insert: () => ({
      values: (rows: Record<string, unknown>[]) => ({
        onConflictDoUpdate: async () => {
          if (failing) throw new Error('database down');
          writes.push(rows);
        },
      }),
    }),
  } as unknown as Db;
  return { db, writes, fail: (value: boolean) => (failing = value) };
}

beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-26T08:00:05Z') }));
afterEach(() => jest.useRealTimers());

test('sums per build per minute in memory and writes every 10 s and on close', async () => {
  const fake = fakeDb();
  const recorder = new RenderRecorder(fake.db, { onError: jest.fn() });
  recorder.record(3, 12, false);
  recorder.record(3, 30, true);
  recorder.record(4, 7, false);
  await jest.advanceTimersByTimeAsync(9_999);
  expect(fake.writes).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  const minute = new Date('2026-11-26T08:00:00Z');
  expect(fake.writes).toEqual([
    [
      { release: 3, minute, renders: 2, errors: 1, buckets: [0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0] },
      { release: 4, minute, renders: 1, errors: 0, buckets: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    ],
  ]);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fake.writes).toHaveLength(1); // nothing new, nothing written
  recorder.record(3, 2, false);
  await recorder.close();
  expect(fake.writes[1]).toEqual([
    expect.objectContaining({ release: 3, renders: 1, minute: new Date('2026-11-26T08:01:00Z') }),
  ]);
  recorder.record(3, 2, false); // after close: ignored
  await jest.advanceTimersByTimeAsync(20_000);
  expect(fake.writes).toHaveLength(2);
});

test('a failed write keeps the sums for the next flush', async () => {
  const fake = fakeDb();
  const onError = jest.fn();
  const recorder = new RenderRecorder(fake.db, { onError });
  recorder.record(3, 12, false);
  fake.fail(true);
  await recorder.flush();
  expect(onError).toHaveBeenCalledTimes(1);
  recorder.record(3, 12, true);
  fake.fail(false);
  await recorder.flush();
  expect(fake.writes).toEqual([[expect.objectContaining({ release: 3, renders: 2, errors: 1 })]]);
  await recorder.close();
});
