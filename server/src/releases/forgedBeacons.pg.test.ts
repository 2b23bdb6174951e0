/**
 * Forged beacons on PostgreSQL (selected only when TEST_DATABASE_URL is set, see jest.config.js): the
 * same attack as on PGlite (forgedBeacons.test.ts), the same outcome.
 */

import { postgresProcesses } from '../../test/helpers/postgresProcesses';
import { forgedBeaconsScenario } from '../../test/helpers/releases/forgedBeaconsScenario';

const processes = postgresProcesses(1);

test(
  'the audit’s attack rolls nothing back; real readers in 20 networks do (PostgreSQL)',
  () => forgedBeaconsScenario(processes[0]!.db),
  120_000,
);
