/**
 * One pre-flight per section on PostgreSQL (selected only when TEST_DATABASE_URL is set): two
 * processes, each with its own pool, release the same section at once.
 */

import { postgresProcesses } from '../../test/helpers/postgresProcesses';
import { raceTwoReleases } from '../../test/helpers/releases/releaseCheckRace';

const processes = postgresProcesses(2);

test('two processes release news at once: one 201, one Hindi 409, one pre-flight', async () => {
  for (let round = 0; round < 5; round++) {
    const { statuses, messages } = await raceTwoReleases(processes[0]!.db, processes[1]!.db);
    expect(statuses).toEqual([201, 409]);
    expect(messages[0]).toMatch(/\p{Script=Devanagari}/u);
  }
});
