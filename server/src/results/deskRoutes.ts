import type { Item } from '@janmat/shared/contracts';
import { electionSchema, electionStatusSchema, MAX_RESULTS_CSV, resultsImportSchema } from '@janmat/shared/validation';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { answerRefusal } from '../newsroom/common/refusals';
import { checkInput, invalid } from '../newsroom/common/validate';
import { parseCsv } from './csv';
import { changeStatus, createElection, electionAudit, importInto } from './deskStore';
import { electionParams } from './feedRoutes';
import { importRows } from './importRows';
import { senderOf } from './resultsAuth';
import { wholeElectionKeys } from './resultsKeys';
import { RESULTS_MESSAGES as M } from './resultsMessages';
import { electionList } from './resultsRead';

type Deps = Pick<AppDeps, 'db' | 'afterWrite'>;

/** The staff member behind a desk request (resultsAuth let only sessions in here). */
const staffIdOf = (request: Parameters<typeof senderOf>[0]) => senderOf(request)?.staffId ?? null;

/** Elections: listed, created, their status moved. */
function electionRoutes(scope: FastifyInstance, { db, afterWrite }: Deps): void {
  scope.get('/api/newsroom/results', async () => electionList(db));
  scope.post('/api/newsroom/results', async (request, reply) => {
    const checked = await checkInput(electionSchema, request.body);
    if (!checked.ok) return invalid(reply, checked.errors);
    try {
      const made = await createElection(db, checked.value, staffIdOf(request)!);
      await afterWrite({ keys: wholeElectionKeys(made.slug) });
      return reply.code(201).send({ data: made } satisfies Item<typeof made>);
    } catch (error) {
      return answerRefusal(error, reply);
    }
  });
  scope.patch('/api/newsroom/results/:election', { schema: { params: electionParams } }, async (request, reply) => {
    const { election } = request.params as { election: string };
    const checked = await checkInput(electionStatusSchema, request.body);
    if (!checked.ok) return invalid(reply, checked.errors);
    const changed = await changeStatus(db, election, checked.value.status, staffIdOf(request)!);
    if (!changed) return reply.code(404).send({ message: M.unknownElection(election) });
    await afterWrite({ keys: wholeElectionKeys(election) });
    return { data: changed };
  });
}

/** CSV imports (parties, constituencies, candidates) and the election's audit log. */
function importRoutes(scope: FastifyInstance, { db, afterWrite }: Deps): void {
  scope.post(
    '/api/newsroom/results/:election/import',
    // A whole state's seats or candidates in one file (MAX_RESULTS_CSV characters, up to 3 bytes each, as JSON).
    { schema: { params: electionParams }, bodyLimit: MAX_RESULTS_CSV * 3 + 1_000 },
    async (request, reply) => {
      const { election } = request.params as { election: string };
      const checked = await checkInput(resultsImportSchema, request.body);
      if (!checked.ok) return invalid(reply, checked.errors);
      const { kind, csv } = checked.value;
      const read = importRows(kind, parseCsv(csv));
      if ('errors' in read)
        return reply.code(400).send({ message: M.importRefused(read.errors.length), lines: read.errors });
      try {
        const done = await importInto(db, election, { kind, ...read }, staffIdOf(request)!);
        if ('errors' in done)
          return reply.code(400).send({ message: M.importRefused(done.errors.length), lines: done.errors });
        await afterWrite({ keys: wholeElectionKeys(election) });
        return done;
      } catch (error) {
        return answerRefusal(error, reply);
      }
    },
  );
  scope.get('/api/newsroom/results/:election/audit', { schema: { params: electionParams } }, async (request) => {
    const { election } = request.params as { election: string };
    return { data: await electionAudit(db, election) };
  });
}

/** The newsroom's «नतीजे» desk (editors and admins). */
export function deskRoutes(scope: FastifyInstance, deps: Deps): void {
  electionRoutes(scope, deps);
  importRoutes(scope, deps);
}
