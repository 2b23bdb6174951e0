import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  closeDatabase: () => Promise<void>;
  /** Time for requests in progress to finish; then their connections are cut. */
  deadlineMs: number;
  exit: (code: number) => void;
}

/** After the connections are cut, closing must finish within this, or the process exits anyway. */
const FORCED_GRACE_MS = 1_000;

/**
 * Stops the server: no new connections, requests in progress may finish, then the database closes
 * and the process exits. A request that never finishes (a body that never ends) would hold the close
 * for ever, so at `deadlineMs` every connection left is cut; if closing still hangs, exit(1).
 */
export async function shutDown({ app, closeDatabase, deadlineMs, exit }: ShutdownOptions, signal: string) {
  app.log.info({ signal, deadlineMs }, 'shutting down');
  const cut = setTimeout(() => {
    app.server.getConnections((_error, open) => {
      app.log.warn({ open, deadlineMs }, 'shutdown deadline reached: closing the connections still open');
      app.server.closeAllConnections();
    });
  }, deadlineMs);
  const giveUp = setTimeout(() => {
    app.log.error('shutdown did not finish after closing every connection: exiting');
    exit(1);
  }, deadlineMs + FORCED_GRACE_MS);
  let code = 0;
  try {
    await app.close();
    await closeDatabase();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    code = 1;
  } finally {
    clearTimeout(cut);
    clearTimeout(giveUp);
  }
  exit(code);
}
