import { buildApp } from './app';
import { loadConfig } from './config';
import { databaseTarget, openDatabase } from './db/client';
import { seedContent } from './seed/content';
import { writeSeedImages } from './seed/images';
import { prepareData } from './seed/prepareData';

/** Entry point: config → database → migrations → seed when empty → listen; stops cleanly on signals. */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase(databaseTarget(config));
  await database.migrate();
  const { seeded, images } = await prepareData(database.db, seedContent, config.uploadsDir, writeSeedImages);
  const app = await buildApp({ db: database.db, config });
  app.log.info(
    { database: database.kind, seeded, images, ms: Date.now() - started },
    seeded ? 'database seeded' : 'database ready',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
