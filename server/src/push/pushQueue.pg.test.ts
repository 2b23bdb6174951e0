import { pushLog } from '../core/db/schema';
import { announceBreaking, queueDatabase, subscribeMany, TestPushService, testDispatcher } from './testing/queueKit';

test('two processes sharing one PostgreSQL queue send each push to each subscription once', async () => {
  const database = await queueDatabase('postgres', 2);
  const service = await TestPushService.start({ keepTexts: true });
  const [one, two] = await Promise.all(database.handles.map((h) => testDispatcher(h.db, { batch: 40 })));
  try {
    service.requireKey(one!.publicKey);
    expect(two!.publicKey).toBe(one!.publicKey);
    const db = database.handles[0]!.db;
    const readers = await subscribeMany(db, service, 400, ['breaking']);
    await announceBreaking(db, 'दोनों प्रक्रियाएं');
    const taken = await Promise.all([one!.dispatcher.drain(), two!.dispatcher.drain()]);
    // Both took part; neither took a job the other had.
    expect(taken[0]! > 0 && taken[1]! > 0).toBe(true);
    expect(taken[0]! + taken[1]!).toBe(400);
    expect(service.counts).toMatchObject({ requests: 400, delivered: 400, refused: 0 });
    expect(readers.every((reader) => service.texts.get(reader.id)?.length === 1)).toBe(true);
    const [log] = await db.select().from(pushLog);
    expect(log).toMatchObject({ recipients: 400, delivered: 400, failed: 0 });
  } finally {
    one?.close();
    two?.close();
    await service.close();
    await database.close();
  }
}, 60_000);
