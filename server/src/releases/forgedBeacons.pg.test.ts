/**
 * Forged beacons on PostgreSQL (selected only when TEST_DATABASE_URL is set, see jest.config.js): the
 * same attack as on PGlite (forgedBeacons.test.ts), the same outcome.
 */

import { forgedBeaconsScenario } from '../../test/helpers/releases/forgedBeaconsScenario';
import { createPostgresDatabase } from '../../test/helpers/testApp';
import { type DatabaseHandle, openDatabase } from '../core/db/client';

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createPostgresDatabase();
  handle = await openDatabase({ kind: 'postgres', url: database.url }, { onConnectionError: () => {} });
  await handle.migrate();
}, 60_000);
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

test(
  'the audit’s attack rolls nothing back; real readers in 20 networks do (PostgreSQL)',
  () => forgedBeaconsScenario(handle.db),
  120_000,
);
