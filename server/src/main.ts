import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { useShippedFont } from './content/shareFont';
import { loadConfig, type ServerConfig } from './core/config';
import { databaseTarget, openDatabase } from './core/db/client';
import { DataFolderError, secureFolder } from './core/db/dataFolder';
import { FolderLockedError } from './core/db/folderLock';
import { shutDown } from './core/shutdown';
import { seedWhenEmpty } from './seed';

/** A problem the operator can fix from its message alone: printed without a stack trace. */
class StartupError extends Error {}

function configuration(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
}

/** Entry point: config → database → migrations → seed when empty → listen; stops cleanly on signals. */
async function main(): Promise<void> {
  // Everything the server writes (database files, images) is readable by its own user only.
  process.umask(0o077);
  const config = configuration();
  const started = Date.now();
  secureFolder(config.dataDir);
  // Before anything is drawn: the share images' captions take the site's own Devanagari face.
  await useShippedFont(join(config.dataDir, 'fonts'));
  // The server's log exists once the app does: an idle connection lost while starting is only survived.
  let log: FastifyBaseLogger | undefined;
  const database = await openDatabase(databaseTarget(config), {
    onConnectionError: (error) => log?.error({ err: error }, 'PostgreSQL connection lost: the pool replaces it'),
  });
  await database.migrate();
  const { seeded, images } = await seedWhenEmpty(database.db, config.uploadsDir);
  const app = await buildApp({ db: database.db, config, searchCopy: database.searchCopy });
  log = app.log;
  for (const warning of [...config.warnings, ...database.warnings]) app.log.warn(warning);
  app.log.info(
    { database: database.kind, seeded, images, ms: Date.now() - started },
    seeded ? 'database seeded' : 'database ready',
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const options = {
      app,
      closeDatabase: () => database.close(),
      deadlineMs: config.shutdownTimeoutMs,
      exit: (code: number) => process.exit(code),
    };
    void shutDown(options, signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  const known = error instanceof StartupError || error instanceof DataFolderError || error instanceof FolderLockedError;
  console.error(known ? `Janmat cannot start. ${error.message}` : error);
  process.exit(1);
});
