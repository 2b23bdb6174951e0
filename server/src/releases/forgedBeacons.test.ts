/**
 * Nobody can steer a canary with forged beacons (PGlite; forgedBeacons.pg.test.ts on PostgreSQL):
 * addresses in fewer than RELEASE_MIN_NETWORKS networks, another site's page, or made-up tokens roll
 * nothing back, while the same errors from real readers in enough networks do.
 */
import { forgedBeaconsScenario } from '../../test/helpers/releases/forgedBeaconsScenario';
import { openReleasesTestDb } from '../../test/helpers/releases/testDb';

let database: Awaited<ReturnType<typeof openReleasesTestDb>>;
beforeAll(async () => {
  database = await openReleasesTestDb();
});
afterAll(() => database.drop());

test(
  'the audit’s attack (60 addresses in one /24, 19 networks in all, and another site’s page) rolls nothing back; real readers in 20 networks do',
  () => forgedBeaconsScenario(database.db),
  120_000,
);
