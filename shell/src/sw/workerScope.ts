/**
 * The little of a service worker's global scope the site's worker uses, typed here: the shell is
 * type-checked with the DOM's library, which cannot sit beside the web worker's. Tests hand the
 * worker's parts a fake of it.
 */

/** A page of the site the worker can reach (a `WindowClient`). */
export interface WorkerClient {
  url: string;
  focus(): Promise<WorkerClient>;
  navigate(url: string): Promise<WorkerClient | null>;
}

/** An event whose work the browser waits for (`ExtendableEvent`). */
export interface WaitingEvent {
  waitUntil(work: Promise<unknown>): void;
}

/** A push from the push service; its data is the payload, decrypted. */
export interface PushArrival extends WaitingEvent {
  data: { json(): unknown } | null;
}

/** A tap on one of the worker's notifications. */
export interface NotificationTap extends WaitingEvent {
  notification: { data: unknown; close(): void };
}

/** A push subscription (`PushSubscription`): its endpoint, how it was made, and its JSON (the keys). */
export interface WorkerSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON(): { keys?: Record<string, string> };
}

/** The push service replaced (or dropped) a subscription (`pushsubscriptionchange`). */
export interface SubscriptionChange extends WaitingEvent {
  oldSubscription: WorkerSubscription | null;
  newSubscription: WorkerSubscription | null;
}

/** What a notification shows (`NotificationOptions`, with the picture browsers also show). */
export interface ShownNotification {
  body: string;
  icon: string;
  image?: string;
  lang: string;
  dir: 'auto';
  tag: string;
  data: { url: string };
}

/** An answer (`Response`), as far as the worker reads and keeps it. */
export interface WorkerResponse {
  ok: boolean;
  status: number;
  /** `basic` for a same-origin answer, `opaque`/`cors` for another origin's. */
  type: string;
  headers: { get(name: string): string | null };
  clone(): WorkerResponse;
  text(): Promise<string>;
}

/** A request a page made (`Request`). */
export interface WorkerRequest {
  url: string;
  method: string;
  /** `navigate` for a page's own address. */
  mode: string;
  /** `image`, `font`, `style`, `script`, `document`… */
  destination: string;
  /** How the browser's HTTP cache is used: `default`, `no-cache` (a reload), `reload` (a hard one)… */
  cache: string;
}

/** One named cache of the Cache API, keyed here by absolute URLs. */
export interface WorkerCache {
  match(url: string): Promise<WorkerResponse | undefined>;
  put(url: string, response: WorkerResponse): Promise<void>;
  delete(url: string): Promise<boolean>;
}

/** The Cache API's named caches (`CacheStorage`). */
interface WorkerCaches {
  open(name: string): Promise<WorkerCache>;
  keys(): Promise<string[]>;
  delete(name: string): Promise<boolean>;
}

/** A page's request through the worker (`FetchEvent`): answered by the worker, or left to the browser. */
export interface FetchArrival extends WaitingEvent {
  request: WorkerRequest;
  respondWith(answer: Promise<WorkerResponse>): void;
}

/** A message from a page (`ExtendableMessageEvent`), with the port its answer goes to. */
interface MessageArrival extends WaitingEvent {
  data: unknown;
  ports: readonly { postMessage(message: unknown): void }[];
}

interface WorkerEvents {
  install: WaitingEvent;
  activate: WaitingEvent;
  push: PushArrival;
  notificationclick: NotificationTap;
  pushsubscriptionchange: SubscriptionChange;
  fetch: FetchArrival;
  message: MessageArrival;
}

export interface WorkerScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: ShownNotification): Promise<void>;
    pushManager: {
      subscribe(options: {
        userVisibleOnly: true;
        applicationServerKey: ArrayBuffer | null;
      }): Promise<WorkerSubscription>;
    };
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WorkerClient[]>;
    openWindow(url: string): Promise<WorkerClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  fetch(url: string, init: { method: 'POST'; headers: Record<string, string>; body: string }): Promise<unknown>;
  fetch(request: string | WorkerRequest, init?: { cache: 'no-cache' }): Promise<WorkerResponse>;
  caches: WorkerCaches;
  /** The `Response` constructor: the worker's own pages (the offline page). */
  Response: new (
    body: string,
    init: { status: number; headers: Record<string, string> },
  ) => WorkerResponse;
  addEventListener<K extends keyof WorkerEvents>(type: K, listener: (event: WorkerEvents[K]) => void): void;
}

/** One part of the worker: it adds its own listeners (notifications, offline reading). */
export type WorkerPart = (scope: WorkerScope) => void;
