import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { shellDist } from '../composition/buildFolders';
import type { ServerConfig } from '../core/config';
import { SERVER_MESSAGES } from '../core/messages';

/** The site's service worker, as the shell's build writes it (shell/src/sw/). */
const SERVICE_WORKER_PATH = '/sw.js';

/** The worker's file, read again when it changes (a new shell build); none while the shell is not built. */
class WorkerFile {
  private known: { stamp: string; body: string; etag: string } | undefined;

  constructor(private readonly file: string) {}

  async get(): Promise<{ body: string; etag: string } | undefined> {
    try {
      const info = await stat(this.file);
      const stamp = `${info.mtimeMs}:${info.size}`;
      if (this.known?.stamp !== stamp) {
        const body = await readFile(this.file, 'utf8');
        this.known = { stamp, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"` };
      }
      return this.known;
    } catch {
      return undefined;
    }
  }
}

/**
 * `GET /sw.js`: the one service worker of the whole site (`Service-Worker-Allowed: /`), revalidated
 * on every check (`no-cache`, ETag), so a new shell build's worker reaches browsers on their next check.
 */
export function serviceWorkerRoute(app: FastifyInstance, config: Pick<ServerConfig, 'webRoot'>): void {
  const worker = new WorkerFile(join(shellDist(config), SERVICE_WORKER_PATH.slice(1)));
  app.get(SERVICE_WORKER_PATH, async (request, reply) => {
    const file = await worker.get();
    if (!file) return reply.code(404).send({ message: SERVER_MESSAGES.notFound });
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .header('etag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    return reply.send(file.body);
  });
}
