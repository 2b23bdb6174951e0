import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A PURGE as a cache received it. */
interface ReceivedPurge {
  method: string;
  url: string;
  /** The keys of its `xkey-softpurge` header (or of `xkey-purge`, then `hard`). */
  keys: string[];
  hard?: true;
}

export interface PurgeReceiver {
  /** Its base URL, for EDGE_PURGE_URLS. */
  url: string;
  received: ReceivedPurge[];
  /** Every key purged so far. */
  keys(): Set<string>;
  /** The status of the next answers, in order (then 200); `hold` keeps a request unanswered until `release`. */
  answer(...statuses: (number | 'hold')[]): void;
  /** Answers the requests held so far (200). */
  release(): void;
  /** Resolves once `n` purges have arrived. */
  waitFor(n: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A tiny stand-in for the cache in front: an HTTP server on a local port (Varnish's place) that
 * records each purge and answers as told.
 */
export async function startPurgeReceiver(port = 0): Promise<PurgeReceiver> {
  const received: ReceivedPurge[] = [];
  const statuses: (number | 'hold')[] = [];
  const held: ServerResponse[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const hard = req.headers['xkey-purge'];
    const header = hard ?? req.headers['xkey-softpurge'];
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      keys: String(header ?? '')
        .split(' ')
        .filter(Boolean),
      ...(hard === undefined ? {} : { hard: true as const }),
    });
    for (const waiter of waiters.filter((w) => received.length >= w.n)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    const status = statuses.shift() ?? 200;
    if (status === 'hold') held.push(res);
    else res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    received,
    keys: () => new Set(received.flatMap((purge) => purge.keys)),
    answer: (...next) => {
      statuses.push(...next);
    },
    release: () => {
      for (const res of held.splice(0)) res.writeHead(200).end();
    },
    waitFor: (n) =>
      received.length >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ n, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
