/**
 * The Jest environment lends the page Node's fetch API, whose `Request` wants absolute URLs. A
 * browser resolves the API's relative paths (`/api/insert`) against the page address; so do tests.
 */
const NodeRequest = globalThis.Request;

class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, globalThis.location.href).href : input, init);
  }
}

export function installPageRequest(): void {
  globalThis.Request = PageRequest;
}
