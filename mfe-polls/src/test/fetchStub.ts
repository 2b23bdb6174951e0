/**
 * The network for tests. The Jest environment lends the page Node's fetch API; Node's `Request` wants
 * absolute URLs, so relative API paths (`/api/ip`) are resolved against the page address first, as a
 * browser does. `mockApi` then answers from a table of routes.
 */
const NodeRequest = globalThis.Request;

class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, globalThis.location.href).href : input, init);
  }
}

globalThis.Request = PageRequest;

export interface Reply {
  status?: number;
  body?: unknown;
}

export interface SentRequest {
  method: string;
  /** Path and query, e.g. `/api/mypolls/10.0.0.7`. */
  path: string;
  body: unknown;
}

export type Handler = Reply | ((request: SentRequest) => Reply | Promise<Reply>);

/** `{ data: [...] }`, the shape of every list answer. */
export const list = <T>(...items: T[]): Reply => ({ body: { data: items } });

/**
 * Answers requests from `routes`, keyed `'METHOD /api/path'` (paths decoded); anything else is a
 * 404. Returns the requests sent, in order.
 */
export function mockApi(routes: Record<string, Handler>): SentRequest[] {
  const sent: SentRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as unknown as Request;
    const { pathname, search } = new URL(request.url, 'http://localhost');
    const text = await request.text();
    const entry: SentRequest = {
      method: request.method,
      path: decodeURIComponent(pathname) + search,
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(entry);
    const handler = routes[`${entry.method} ${entry.path}`];
    const reply = typeof handler === 'function' ? await handler(entry) : (handler ?? { status: 404, body: {} });
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

/** A promise with its resolve function, to hold a reply until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
