import { createServer as createHttp, get as httpGet, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttps, get as httpsGet } from 'node:https';
import { type AddressInfo, createServer as createTcp, type Server, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { selfSignedCert } from './selfSignedCert';

/** A server on a local port: its origin, the paths it was asked for, and how to stop it. */
export interface LocalServer {
  origin: string;
  asked: string[];
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

async function listening(server: Server, scheme: string, asked: string[]): Promise<LocalServer> {
  // Closed at once, kept-alive and half-open connections too (a test waits for nothing).
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${scheme}://127.0.0.1:${port}`,
    asked,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** An HTTP server answering as `handle` does. */
export function httpServer(handle: Handler): Promise<LocalServer> {
  const asked: string[] = [];
  const server = createHttp((request, response) => {
    asked.push(request.url ?? '');
    handle(request, response);
  });
  return listening(server, 'http', asked);
}

/** An HTTPS server (a self-signed certificate made here) answering as `handle` does; `ca` trusts it. */
export async function httpsServer(handle: Handler): Promise<LocalServer & { ca: string }> {
  const asked: string[] = [];
  const { key, cert } = selfSignedCert();
  const server = createHttps({ key, cert }, (request, response) => {
    asked.push(request.url ?? '');
    handle(request, response);
  });
  return { ...(await listening(server, 'https', asked)), ca: cert };
}

/** A port that speaks something other than HTTP (a banner, then the connection closes). */
export function notHttpServer(): Promise<LocalServer> {
  const asked: string[] = [];
  const server = createTcp((socket) => {
    asked.push('connection');
    socket.end('SSH-2.0-OpenSSH_9.6\r\n');
  });
  return listening(server, 'http', asked);
}

/** The origin of a local port nothing listens on (it was open a moment ago). */
export async function closedOrigin(): Promise<string> {
  const server = await listening(createTcp(), 'http', []);
  await server.close();
  return server.origin;
}

/**
 * `fetch` over node:http and node:https that trusts the certificates `ca` (global fetch cannot be given one): one
 * request per call, redirects answered as they are, never followed.
 */
export function fetchTrusting(...ca: string[]): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const url = String(input);
      const get = url.startsWith('https:') ? httpsGet : httpGet;
      const request = get(url, { ca, signal: init?.signal ?? undefined }, (answer) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers))
          if (typeof value === 'string') headers.set(name, value);
        const body = Readable.toWeb(answer) as unknown as ConstructorParameters<typeof Response>[0];
        resolve(new Response(body, { status: answer.statusCode, headers }));
      });
      request.on('error', reject);
    })) as typeof fetch;
}

/** Answers 302 to `location`. */
export const redirectTo =
  (location: string): Handler =>
  (_request, response) => {
    response.writeHead(302, { location }).end();
  };

/**
 * For a describe block on real sockets: starts a local server through the function this returns,
 * and closes every one it started after each test.
 */
export function closedAfterEach(): <T extends LocalServer>(server: Promise<T>) => Promise<T> {
  const servers: LocalServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  return async (server) => {
    const started = await server;
    servers.push(started);
    return started;
  };
}
