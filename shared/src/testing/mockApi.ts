/** An answer with another status than 200: `reply(500)`, `reply(404, { message: 'Not Found' })`. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown = { message: 'error' },
  ) {}
}

export const reply = (status: number, body?: unknown) => new Reply(status, body);

/** A request the page sent, as a test checks it. */
export interface SentRequest {
  method: string;
  /** Decoded path and query, e.g. `/api/newsdetails2/क`, `/api/mypolls/10.0.0.7`. */
  path: string;
  /** The JSON body (its text when it is not JSON), `undefined` when there is none. */
  body: unknown;
}

/** Works out the answer from the request; may hold it (return a promise) until the test lets it go. */
export type Answerer = (request: SentRequest) => unknown;

/**
 * API path (`'/api/newsall'`) or method and path (`'PATCH /api/updatepollsres1/5/3'`) → the JSON body
 * of a 200 answer, a `reply(status, body)`, or an `Answerer` function returning either.
 */
export type ApiTable = Record<string, unknown>;

export interface MockedApi {
  /** The table, to change answers between requests. */
  answers: Map<string, unknown>;
  /** Every request sent so far, in order. */
  calls: SentRequest[];
  /** The `fetch` spy itself. */
  fetch: jest.SpiedFunction<typeof fetch>;
  /** Paths requested so far, in order. */
  requested: () => string[];
  /** The headers of each request in `calls` (same order), names lower-cased: `x-csrf-token`, … */
  headers: Record<string, string>[];
}

const NOT_FOUND = reply(404, { message: 'Not Found' });

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function requestOf(input: Parameters<typeof fetch>[0], init?: RequestInit): Request {
  // With Node's and the DOM's typings both loaded, `Request` names two types; the object is one.
  const request =
    input instanceof Request ? input.clone() : new Request(input as ConstructorParameters<typeof Request>[0], init);
  return request as Request;
}

async function sentRequest(request: Request): Promise<SentRequest> {
  const { pathname, search } = new URL(request.url);
  return { method: request.method, path: decodeURIComponent(pathname) + search, body: parseBody(await request.text()) };
}

/** The table entry for a request: method and path first, then the path alone, each with and without the query. */
function lookup(answers: Map<string, unknown>, { method, path }: SentRequest): unknown {
  const bare = path.split('?')[0] ?? path;
  const keys = [`${method} ${path}`, path, `${method} ${bare}`, bare];
  const key = keys.find((k) => answers.has(k));
  return key === undefined ? NOT_FOUND : answers.get(key);
}

/**
 * Mocks the network at the fetch level (`jest.spyOn(globalThis, 'fetch')`): each request is answered
 * with JSON from `table` by its API path; unknown paths answer 404 `{ message: 'Not Found' }`.
 */
export function mockApi(table: ApiTable = {}): MockedApi {
  const answers = new Map(Object.entries(table));
  const calls: SentRequest[] = [];
  const headers: Record<string, string>[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = requestOf(input, init);
    const sent = await sentRequest(request);
    calls.push(sent);
    headers.push(Object.fromEntries(request.headers.entries()));
    const entry = lookup(answers, sent);
    const answer = typeof entry === 'function' ? await (entry as Answerer)(sent) : entry;
    const { status, body } = answer instanceof Reply ? answer : { status: 200, body: answer };
    return new Response(JSON.stringify(body ?? {}), { status, headers: { 'content-type': 'application/json' } });
  });
  return { answers, calls, headers, fetch: spy, requested: () => calls.map((call) => call.path) };
}

/** `{ data: [...] }`, the shape of every list answer. */
export const list = <T>(...items: T[]) => ({ data: items });

/** A promise with its resolve function, to hold an answer until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
