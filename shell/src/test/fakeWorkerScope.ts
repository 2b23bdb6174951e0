import type {
  ShownNotification,
  WaitingEvent,
  WorkerCache,
  WorkerClient,
  WorkerResponse,
  WorkerScope,
  WorkerSubscription,
} from '../sw/workerScope';

export const ORIGIN = 'https://janmat.example';

/** A tab of a window the fake worker can reach; `navigate` moves it. */
export function fakeTab(url: string) {
  const tab: WorkerClient & { focus: jest.Mock; navigate: jest.Mock } = {
    url,
    focus: jest.fn(async () => tab),
    navigate: jest.fn(async (to: string) => {
      tab.url = to;
      return tab;
    }),
  };
  return tab;
}

type Listener = (event: never) => void;

/**
 * A service worker's scope for the worker's parts: it records the listeners they add, the
 * notifications shown and the windows opened (its `fetch` and `pushManager.subscribe` are mocks); `dispatch` hands a listener an event and waits for
 * what it gave `waitUntil`.
 */
export function fakeWorkerScope(tabs: WorkerClient[] = []) {
  const listeners = new Map<string, Listener[]>();
  const shown: { title: string; options: ShownNotification }[] = [];
  const opened: string[] = [];
  const scope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: jest.fn(async (title: string, options: ShownNotification) => {
        shown.push({ title, options });
      }),
      pushManager: { subscribe: jest.fn(async () => fakeSubscription(`${PUSH_SERVICE}/made`)) },
    },
    clients: {
      matchAll: jest.fn(async () => tabs),
      openWindow: jest.fn(async (url: string) => {
        opened.push(url);
        return fakeTab(url);
      }),
      claim: jest.fn(async () => undefined),
    },
    skipWaiting: jest.fn(async () => undefined),
    caches: fakeCaches(),
    Response: class {
      constructor(body: string, init: { status: number; headers: Record<string, string> }) {
        // biome-ignore lint/correctness/noConstructorReturn: a fake answer stands for the real one
        return fakeResponse(body, { status: init.status, type: 'default', headers: init.headers });
      }
    } as unknown as WorkerScope['Response'],
    fetch: jest.fn(async (_url: string, _init: unknown): Promise<unknown> => ({ ok: true, status: 201 })),
    addEventListener: (type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  };
  /** Hands a `fetch` listener a request; resolves with its answer, or undefined when it left it to the browser. */
  async function request(
    url: string,
    mode = 'navigate',
    destination = 'document',
    cache = 'default',
    method = 'GET',
  ): Promise<FakeAnswer | undefined> {
    let answer: Promise<WorkerResponse> | undefined;
    const respondWith = (given: Promise<WorkerResponse>) => {
      answer = given;
    };
    await dispatch('fetch', { request: { url, method, mode, destination, cache }, respondWith });
    return answer as Promise<FakeAnswer> | undefined;
  }
  async function dispatch<E extends object>(type: string, event: E): Promise<void> {
    const work: Promise<unknown>[] = [];
    const waiting: E & WaitingEvent = { ...event, waitUntil: (promise: Promise<unknown>) => work.push(promise) };
    for (const listener of listeners.get(type) ?? []) listener(waiting as never);
    await Promise.all(work);
  }
  return { scope: scope as WorkerScope & typeof scope, shown, opened, dispatch, request, listeners };
}

/** A push whose payload is `payload` (JSON), or whose data is not JSON at all. */
export function pushEvent(payload: unknown) {
  return {
    data: {
      json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
    },
  };
}

/** A tap on a notification carrying `data`. */
export function notificationTap(data: unknown) {
  return { notification: { data, close: jest.fn() } };
}

/** Where the fake subscriptions' endpoints are. */
export const PUSH_SERVICE = 'https://updates.push.services.mozilla.com/wpush/v2';

/** A subscription at `endpoint`, made with the server's key; its keys are the endpoint's own. */
export function fakeSubscription(endpoint: string): WorkerSubscription {
  const applicationServerKey = new Uint8Array([4, 1, 2, 3]).buffer;
  const keys = { p256dh: `p256dh-of-${endpoint.slice(-4)}`, auth: `auth-of-${endpoint.slice(-4)}` };
  return { endpoint, options: { applicationServerKey }, toJSON: () => ({ keys }) };
}

/** A fake answer: what the worker reads, and its body for tests to read. */
type FakeAnswer = WorkerResponse & { body: string };

/** An answer as the worker sees one: `basic` (this site's own) and 200 unless told. */
export function fakeResponse(
  body: string,
  init: { status?: number; type?: string; headers?: Record<string, string> } = {},
): FakeAnswer {
  const { status = 200, type = 'basic', headers = { 'content-type': 'text/html; charset=utf-8' } } = init;
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    body,
    ok: status >= 200 && status < 300,
    status,
    type,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    clone: () => fakeResponse(body, init),
    text: async () => body,
  };
}

/**
 * The Cache API in memory: named caches of answers by URL. `room` is how many answers all of them
 * may hold together (storage full past it: `put` throws as a browser's `QuotaExceededError`).
 */
export function fakeCaches(room = Number.POSITIVE_INFINITY) {
  const named = new Map<string, Map<string, WorkerResponse>>();
  const held = () => [...named.values()].reduce((sum, cache) => sum + cache.size, 0);
  const cacheOf = (entries: Map<string, WorkerResponse>): WorkerCache => ({
    match: async (url) => entries.get(url),
    put: async (url, answer) => {
      if (!entries.has(url) && held() >= room) throw new DOMException('full', 'QuotaExceededError');
      entries.set(url, answer);
    },
    delete: async (url) => entries.delete(url),
  });
  return {
    named,
    open: async (name: string) => {
      if (!named.has(name)) named.set(name, new Map());
      return cacheOf(named.get(name) as Map<string, WorkerResponse>);
    },
    keys: async () => [...named.keys()],
    delete: async (name: string) => named.delete(name),
  };
}
