import { eq } from 'drizzle-orm';
import { fakeDate } from '../../test/helpers/newsroomClient';
import type { DatabaseHandle } from '../core/db/client';
import { pushJobs, pushLog, pushSubscriptions } from '../core/db/schema';
import { MAX_ATTEMPTS } from './pushDispatcher';
import { announceBreaking, queueDatabase, subscribeMany, TestPushService, testDispatcher } from './testing/queueKit';

describe('the push queue’s sender', () => {
  let database: Awaited<ReturnType<typeof queueDatabase>>;
  let db: DatabaseHandle['db'];
  let service: TestPushService;
  let sender: Awaited<ReturnType<typeof testDispatcher>>;
  let clock: { advance(ms: number): void };

  beforeAll(async () => {
    database = await queueDatabase('pglite');
    db = database.handles[0]!.db;
    service = await TestPushService.start({ keepTexts: true });
    sender = await testDispatcher(db);
    service.requireKey(sender.publicKey);
  }, 60_000);
  beforeEach(async () => {
    clock = fakeDate();
    await db.delete(pushSubscriptions);
  });
  afterEach(() => jest.useRealTimers());
  afterAll(async () => {
    sender.close();
    await service.close();
    await database.close();
  });

  const logOf = async (id: number) => (await db.select().from(pushLog).where(eq(pushLog.id, id)))[0]!;

  test('a 5xx is tried again after 10 s, then 40 s; the third try delivers', async () => {
    const [reader] = await subscribeMany(db, service, 1, ['breaking']);
    service.plan(reader!.id, { status: 500 }, { status: 503 });
    const push = await announceBreaking(db, 'पहली ख़बर');
    expect(await sender.dispatcher.runOnce()).toBe(1);
    clock.advance(9_000);
    expect(await sender.dispatcher.runOnce()).toBe(0);
    clock.advance(1_001);
    expect(await sender.dispatcher.runOnce()).toBe(1);
    clock.advance(39_000);
    expect(await sender.dispatcher.runOnce()).toBe(0);
    clock.advance(1_001);
    expect(await sender.dispatcher.runOnce()).toBe(1);
    expect(service.texts.get(reader!.id)?.map((text) => JSON.parse(text).body)).toEqual(['पहली ख़बर']);
    expect(await logOf(push.id!)).toMatchObject({ recipients: 1, delivered: 1, failed: 0 });
    expect(await db.select().from(pushJobs)).toEqual([]);
  });

  test('a 429 is tried again when its Retry-After says, not before', async () => {
    const [reader] = await subscribeMany(db, service, 1, ['breaking']);
    service.plan(reader!.id, { status: 429, retryAfter: 120 });
    const push = await announceBreaking(db, 'दूसरी ख़बर');
    expect(await sender.dispatcher.runOnce()).toBe(1);
    clock.advance(60_000);
    expect(await sender.dispatcher.runOnce()).toBe(0);
    clock.advance(60_001);
    expect(await sender.dispatcher.runOnce()).toBe(1);
    expect(await logOf(push.id!)).toMatchObject({ delivered: 1 });
  });

  test(`after ${MAX_ATTEMPTS} failed tries a delivery counts as failed; a 404 removes the subscription`, async () => {
    const [failing, gone] = await subscribeMany(db, service, 2, ['breaking']);
    service.plan(failing!.id, ...Array.from({ length: MAX_ATTEMPTS }, () => ({ status: 502 })));
    service.plan(gone!.id, { status: 404 });
    const push = await announceBreaking(db, 'तीसरी ख़बर');
    for (const wait of [0, 10_000, 40_000, 160_000, 640_000]) {
      clock.advance(wait + 1);
      expect(await sender.dispatcher.runOnce()).toBe(1 + (wait === 0 ? 1 : 0));
    }
    clock.advance(3_600_000);
    expect(await sender.dispatcher.runOnce()).toBe(0);
    expect(await logOf(push.id!)).toMatchObject({ recipients: 2, delivered: 0, failed: 1, removed: 1 });
    const left = await db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left).toEqual([{ endpoint: failing!.endpoint }]);
  });
});
