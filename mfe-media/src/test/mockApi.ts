import { installFetchPolyfill, type TestRequest, TestResponse } from './fetchPolyfill';

/** An answer with another status than 200 (`failWith(500)`). */
export class Failure {
  constructor(
    readonly status: number,
    readonly body: unknown = { message: 'error' },
  ) {}
}

export const failWith = (status: number, body?: unknown) => new Failure(status, body);

/** Decoded API path (`/api/stories/travel`) → JSON body, or a `Failure`. Other paths answer 404. */
export type ApiAnswers = Record<string, unknown>;

function pathOf(request: TestRequest): string {
  return decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
}

/** Mocks the network at the fetch level; `answers` can be changed between requests. */
export function mockApi(initial: ApiAnswers = {}) {
  installFetchPolyfill();
  const answers = new Map(Object.entries(initial));
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = pathOf(input as unknown as TestRequest);
    const answer = answers.has(path) ? answers.get(path) : failWith(404, { message: 'Not Found' });
    const { status, body } = answer instanceof Failure ? answer : { status: 200, body: answer };
    return new TestResponse(JSON.stringify(body), status) as unknown as Response;
  });
  const requested = () => fetchMock.mock.calls.map(([input]) => pathOf(input as unknown as TestRequest));
  return { answers, fetchMock, requested };
}
