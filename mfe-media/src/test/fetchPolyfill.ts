/**
 * jsdom in Jest 30 has `Headers` but no `fetch`, `Request` or `Response`; RTK Query's
 * fetchBaseQuery needs them. These stand-ins carry just what it reads (URL, method, text body).
 */
export class TestRequest {
  readonly url: string;
  readonly method: string;
  constructor(input: string | TestRequest, init: { method?: string } = {}) {
    this.url = typeof input === 'string' ? input : input.url;
    this.method = (init.method ?? (typeof input === 'string' ? 'GET' : input.method)).toUpperCase();
  }
  clone() {
    return new TestRequest(this);
  }
}

export class TestResponse {
  readonly ok: boolean;
  readonly headers = new Headers({ 'content-type': 'application/json' });
  constructor(
    readonly body: string,
    readonly status = 200,
  ) {
    this.ok = status >= 200 && status < 300;
  }
  clone() {
    return new TestResponse(this.body, this.status);
  }
  async text() {
    return this.body;
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.body);
  }
}

export function installFetchPolyfill(): void {
  Object.assign(globalThis, { Request: TestRequest, Response: TestResponse });
  if (!('fetch' in globalThis)) {
    Object.assign(globalThis, { fetch: () => Promise.reject(new Error('the network is not mocked in this test')) });
  }
}
