import { type DatabaseHandle, openDatabase } from '../../src/core/db/client';
import { createPostgresDatabase } from './testApp';

/**
 * A fresh migrated PostgreSQL database for a test file and `count` handles on it, each with a pool of
 * its own, as that many server processes would have; all closed and the database dropped after it.
 */
export function postgresProcesses(count: number): DatabaseHandle[] {
  const handles: DatabaseHandle[] = [];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    for (let i = 0; i < count; i++) {
      const handle = await openDatabase({ kind: 'postgres', url: database.url }, { onConnectionError: () => {} });
      if (i === 0) await handle.migrate();
      handles.push(handle);
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await database?.drop();
  });
  return handles;
}
