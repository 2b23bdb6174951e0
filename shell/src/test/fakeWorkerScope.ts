import type { ShownNotification, WaitingEvent, WorkerClient, WorkerScope, WorkerSubscription } from '../sw/workerScope';

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
    fetch: jest.fn(async (_url: string, _init: unknown): Promise<unknown> => ({ ok: true, status: 201 })),
    addEventListener: (type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  };
  async function dispatch<E extends object>(type: string, event: E): Promise<void> {
    const work: Promise<unknown>[] = [];
    const waiting: E & WaitingEvent = { ...event, waitUntil: (promise: Promise<unknown>) => work.push(promise) };
    for (const listener of listeners.get(type) ?? []) listener(waiting as never);
    await Promise.all(work);
  }
  return { scope: scope as WorkerScope & typeof scope, shown, opened, dispatch, listeners };
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
