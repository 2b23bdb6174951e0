import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { builtWorkerFile } from '../../core/builtWorkerFile';
import { type Db, migrationsFolder } from '../../core/db/client';
import { SearchThread } from './searchThread';

/** The packages the thread loads from node_modules: PGlite reads its WebAssembly and data files beside its own. */
const EXTERNAL = ['@electric-sql/pglite', 'drizzle-orm'];

/** The search thread over the copy in `folder` of the server's PGlite database `db` (decision 0031). */
export function startSearchThread(
  db: Db,
  folder: string,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
): Promise<SearchThread> {
  return SearchThread.start({
    main: (db as unknown as { $client: PGlite }).$client,
    data: { folder, migrationsFolder: migrationsFolder() },
    workerFile: () => builtWorkerFile('searchThreadWorker', __dirname, EXTERNAL),
    log,
  });
}
