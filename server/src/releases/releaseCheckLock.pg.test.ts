/**
 * One pre-flight per section on PostgreSQL (selected only when TEST_DATABASE_URL is set): two
 * processes, each with its own pool, release the same section at once.
 */

import { raceTwoReleases } from '../../test/helpers/releases/releaseCheckRace';
import { createPostgresDatabase } from '../../test/helpers/testApp';
import { type DatabaseHandle, openDatabase } from '../core/db/client';

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let one: DatabaseHandle;
let two: DatabaseHandle;

beforeAll(async () => {
  database = await createPostgresDatabase();
  one = await openDatabase({ kind: 'postgres', url: database.url }, { onConnectionError: () => {} });
  await one.migrate();
  two = await openDatabase({ kind: 'postgres', url: database.url }, { onConnectionError: () => {} });
}, 60_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.drop();
});

test('two processes release news at once: one 201, one Hindi 409, one pre-flight', async () => {
  for (let round = 0; round < 5; round++) {
    const { statuses, messages } = await raceTwoReleases(one.db, two.db);
    expect(statuses).toEqual([201, 409]);
    expect(messages[0]).toMatch(/\p{Script=Devanagari}/u);
  }
});
