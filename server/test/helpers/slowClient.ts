import { EventEmitter, once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface SlowClient {
  socket: Socket;
  openedAt: number;
  /** `address:port` of this end of the connection, once it is connected. */
  local: Promise<string>;
  /** Resolves when the server (or the test) closes the connection. */
  closed: Promise<{ afterMs: number; answer: string }>;
  isClosed(): boolean;
}

export interface SlowClientOptions {
  port: number;
  /** Source address on the loopback network (any of 127.0.0.0/8 on Linux): one visitor each. */
  from: string;
  /** What is sent at once; then one byte every `dripMs`, never the end. */
  start: string;
  dripMs: number;
}

/** A client that sends a request very slowly and never finishes it, like a slow-body attack. */
export function slowClient({ port, from, start, dripMs }: SlowClientOptions): SlowClient {
  const openedAt = Date.now();
  const socket = connect({ host: '127.0.0.1', port, localAddress: from });
  let answer = '';
  let done = false;
  let drip: NodeJS.Timeout | undefined;
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => {});
  const local = new Promise<string>((resolve, reject) => {
    socket.once('connect', () => resolve(`${socket.localAddress}:${socket.localPort}`));
    socket.once('close', () => reject(new Error(`the connection from ${from} closed before it was established`)));
  });
  // Awaited only by the tests that ask; a connection that never opens must not be an unhandled rejection.
  local.catch(() => {});
  socket.on('connect', () => {
    socket.write(start);
    drip = setInterval(() => socket.writable && socket.write(' '), dripMs);
  });
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) => {
    socket.on('close', () => {
      done = true;
      clearInterval(drip);
      resolve({ afterMs: Date.now() - openedAt, answer });
    });
  });
  return { socket, openedAt, local, closed, isClosed: () => done };
}

/** The head of a POST that promises `length` bytes of JSON body. */
export const slowBodyHead = (path: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: janmat.test\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`;

/** Headers that never end (the classic slowloris). */
export const slowHeadersHead = (path: string) => `GET ${path} HTTP/1.1\r\nHost: janmat.test\r\nX-Slow: `;

/** Resolves once every client is closed (the test's own timeout bounds the wait). */
export const allClosed = (clients: SlowClient[]): Promise<void> =>
  Promise.all(clients.map((c) => c.closed)).then(() => undefined);

type Verdict = 'kept' | 'refused';

/**
 * How `server` rules on each connection as it arrives: kept, or refused at once (node drops the ones
 * over MAX_CONNECTIONS; the app destroys the ones over the per-address cap as it accepts them). Start
 * watching once the app is built, so that this listener runs after the app's own.
 */
export function watchAdmissions(server: Server) {
  const verdicts = new Map<string, Verdict>();
  const ruled = new EventEmitter();
  // One waiter per connection still to be ruled on: hundreds in an attack.
  ruled.setMaxListeners(0);
  const record = (address: string | undefined, port: number | undefined, verdict: Verdict) => {
    const key = `${address}:${port}`;
    verdicts.set(key, verdict);
    ruled.emit(key, verdict);
  };
  server.on('connection', (socket: Socket) =>
    record(socket.remoteAddress, socket.remotePort, socket.destroyed ? 'refused' : 'kept'),
  );
  server.on('drop', (data?: { remoteAddress?: string; remotePort?: number }) =>
    record(data?.remoteAddress, data?.remotePort, 'refused'),
  );
  return {
    /** The server's ruling on `client`'s connection, as soon as it has made one. */
    async verdict(client: SlowClient): Promise<Verdict> {
      const key = await client.local;
      const known = verdicts.get(key);
      if (known) return known;
      const [verdict] = (await once(ruled, key)) as [Verdict];
      return verdict;
    },
  };
}
