/** What the fake browser does when the bell asks it for push. */
export interface FakePushOptions {
  /** The notifications' permission before any question. */
  permission?: NotificationPermission;
  /** What the reader answers the permission prompt. */
  answer?: NotificationPermission;
  /** The push service refuses to subscribe (a browser with no push service). */
  subscribeFails?: boolean;
  /** Already subscribed (its worker registered) when the page opens. */
  subscribed?: boolean;
  /** The server key (its bytes) the subscription already there was made with. */
  subscribedWith?: Uint8Array<ArrayBuffer>;
}

export const FAKE_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/fake-endpoint';
export const FAKE_KEYS = { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' };

/**
 * A browser with web push for jsdom (which has none): `navigator.serviceWorker`, `PushManager` and
 * `Notification`, recording what the page asked of them. `removeFakePush` takes them away again.
 */
export function fakePush({
  permission = 'default',
  answer = 'granted',
  subscribeFails,
  subscribed,
  subscribedWith,
}: FakePushOptions = {}) {
  const state = { permission, registered: Boolean(subscribed), subscription: null as PushSubscription | null };
  const subscription = {
    endpoint: FAKE_ENDPOINT,
    toJSON: () => ({ endpoint: FAKE_ENDPOINT, expirationTime: null, keys: FAKE_KEYS }),
    unsubscribe: jest.fn(async () => {
      state.subscription = null;
      return true;
    }),
  } as unknown as PushSubscription;
  const madeWith = (key: BufferSource | string | null | undefined) =>
    Object.assign(subscription, {
      options: { userVisibleOnly: true, applicationServerKey: key ? bytesOf(key) : null },
    });
  if (subscribed) state.subscription = madeWith(subscribedWith);
  const pushManager = {
    getSubscription: jest.fn(async () => state.subscription),
    subscribe: jest.fn(async (options: PushSubscriptionOptionsInit) => {
      if (subscribeFails) throw new DOMException('Registration failed - push service error', 'AbortError');
      state.subscription = madeWith(options.applicationServerKey);
      return subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: jest.fn(async (_url: string, _options?: RegistrationOptions) => {
      state.registered = true;
      return registration;
    }),
    ready: Promise.resolve(registration),
    getRegistration: jest.fn(async () => (state.registered ? registration : undefined)),
  };
  const requestPermission = jest.fn(async () => {
    state.permission = answer;
    return answer;
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.assign(window, {
    PushManager: class {},
    Notification: {
      get permission() {
        return state.permission;
      },
      requestPermission,
    },
  });
  return { state, subscription, pushManager, serviceWorker, requestPermission };
}

/** A key's bytes as a browser keeps them (`PushSubscription.options.applicationServerKey`). */
function bytesOf(key: BufferSource | string): ArrayBuffer {
  if (typeof key === 'string') throw new Error('the fake browser takes keys as bytes');
  const view = ArrayBuffer.isView(key) ? key : new Uint8Array(key);
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength).slice().buffer;
}

/** A browser without web push again (jsdom's own). */
export function removeFakePush(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
}
