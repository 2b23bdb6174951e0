/**
 * Section health on PostgreSQL (selected only when TEST_DATABASE_URL is set, see jest.config.js):
 * the same figures as on PGlite, and two processes adding renders to one row and sharing one secret.
 */

import { postgresProcesses } from '../../test/helpers/postgresProcesses';
import { checkHealthFigures, checkNetworksAcrossMidnight } from '../../test/helpers/releases/healthScenario';
import { renderMinutes } from '../core/db/schema';
import { RenderRecorder } from './renderHealth';
import { siteSecret } from './rumToken';

const processes = postgresProcesses(2);

test('the figures are those PGlite gives', () => checkHealthFigures(processes[0]!.db));

test('distinct networks across midnight are counted once, as on PGlite', () =>
  checkNetworksAcrossMidnight(processes[0]!.db));

test('two processes add their renders to the same build and minute, and share one secret', async () => {
  const at = () => Date.parse('2026-11-26T09:00:10Z');
  const onError = (error: unknown) => {
    throw error;
  };
  const recorders = [
    new RenderRecorder(processes[0]!.db, { now: at, onError }),
    new RenderRecorder(processes[1]!.db, { now: at, onError }),
  ];
  for (let round = 0; round < 5; round++) {
    recorders.forEach((recorder, i) => {
      recorder.record(50, 3 + i * 100, i === 1);
    });
    await Promise.all(recorders.map((recorder) => recorder.flush()));
  }
  await Promise.all(recorders.map((recorder) => recorder.close()));
  const rows = await processes[0]!.db.select().from(renderMinutes);
  const row = rows.find((r) => r.release === 50)!;
  expect([row.renders, row.errors]).toEqual([10, 5]);
  expect(row.buckets[0]).toBe(5);
  expect(row.buckets[5]).toBe(5);

  const [a, b] = await Promise.all([siteSecret(processes[0]!.db), siteSecret(processes[1]!.db)]);
  expect(a).toBe(b);
});
