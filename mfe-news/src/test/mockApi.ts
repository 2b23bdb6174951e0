/**
 * The network as the tests see it: jsdom has no fetch API, so this installs a small `Request` /
 * `Response` pair and a `fetch` stub that answers API paths from a map (`'/api/newsall' → body`).
 */
class TestRequest {
  readonly url: string;
  readonly method: string;
  constructor(input: string | TestRequest, init: { method?: string } = {}) {
    this.url = typeof input === 'string' ? input : input.url;
    this.method = (init.method ?? 'GET').toUpperCase();
  }
  clone() {
    return new TestRequest(this.url, this);
  }
}

class TestResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers = new Headers({ 'content-type': 'application/json' });
  readonly #text: string;
  constructor(text: string, { status = 200 }: { status?: number } = {}) {
    this.#text = text;
    this.status = status;
    this.ok = status >= 200 && status < 300;
  }
  clone() {
    return new TestResponse(this.#text, this);
  }
  async text() {
    return this.#text;
  }
  async json() {
    return JSON.parse(this.#text);
  }
}

/** An answer with a status other than 200. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown = { message: 'error' },
  ) {}
}

export const reply = (status: number, body?: unknown) => new Reply(status, body);

/** API path → JSON body (status 200) or a `Reply`. Paths are decoded (`/api/newsdetails2/क`). */
export type ApiAnswers = Record<string, unknown>;

export interface MockApi {
  answers: Map<string, unknown>;
  fetch: jest.Mock;
  /** Decoded paths requested so far, in order. */
  requested: () => string[];
}

export function mockApi(initial: ApiAnswers = {}): MockApi {
  Object.assign(globalThis, { Request: TestRequest, Response: TestResponse });
  const answers = new Map(Object.entries(initial));
  const fetch = jest.fn(async (request: TestRequest) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const answer = answers.has(path) ? answers.get(path) : reply(404, { message: 'Not Found' });
    const { status, body } = answer instanceof Reply ? answer : { status: 200, body: answer };
    return new TestResponse(JSON.stringify(body), { status });
  });
  Object.assign(globalThis, { fetch });
  const requested = () =>
    fetch.mock.calls.map(([request]) => decodeURIComponent(new URL(request.url, 'http://localhost').pathname));
  return { answers, fetch, requested };
}
