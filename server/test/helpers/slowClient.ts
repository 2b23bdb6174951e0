import { connect, type Socket } from 'node:net';

export interface SlowClient {
  socket: Socket;
  openedAt: number;
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
  return { socket, openedAt, closed, isClosed: () => done };
}

/** The head of a POST that promises `length` bytes of JSON body. */
export const slowBodyHead = (path: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: janmat.test\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`;

/** Headers that never end (the classic slowloris). */
export const slowHeadersHead = (path: string) => `GET ${path} HTTP/1.1\r\nHost: janmat.test\r\nX-Slow: `;

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** What `promise` resolves to, or `late` if `ms` pass first. */
export async function within<T, L>(promise: Promise<T>, ms: number, late: L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<L>((resolve) => (timer = setTimeout(() => resolve(late), ms)));
  const result = await Promise.race([promise, timeout]);
  clearTimeout(timer);
  return result;
}

/** Resolves `true` once every client is closed, `false` if `withinMs` passes first. */
export const allClosed = (clients: SlowClient[], withinMs: number): Promise<boolean> =>
  within(
    Promise.all(clients.map((c) => c.closed)).then(() => true),
    withinMs,
    false,
  );
