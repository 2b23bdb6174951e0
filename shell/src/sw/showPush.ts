import type { PushArrival, ShownNotification, WorkerScope } from './workerScope';

/** The site's icon (its favicon's «ज» on red, 192 px), beside the worker in the shell's build. */
export const NOTIFICATION_ICON = '/janmat-icon-192.png';

/** What a push that says nothing readable shows: browsers require a notification for every push. */
const FALLBACK = { title: 'जनमत', body: 'नई ख़बर आई है।' };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** `value` as a web address (resolved on the site), if it is one. */
function webAddress(value: unknown, origin: string): string | undefined {
  try {
    const url = new URL(text(value) ?? '', origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function payloadOf(event: PushArrival): Record<string, unknown> {
  try {
    const payload = event.data?.json();
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The notification a push payload (`{ title, body, url, image? }`, Hindi) shows: its texts, the
 * site's icon, its picture if any; one per article (a second push of it replaces the first).
 */
function notificationOf(event: PushArrival, origin: string): { title: string; options: ShownNotification } {
  const payload = payloadOf(event);
  // The article, or the home page for an address that is none.
  const url = webAddress(payload.url, origin) ?? `${origin}/`;
  const image = text(payload.image) && webAddress(payload.image, origin);
  return {
    title: text(payload.title) ?? FALLBACK.title,
    options: {
      body: text(payload.body) ?? FALLBACK.body,
      icon: NOTIFICATION_ICON,
      ...(image ? { image } : {}),
      lang: 'hi',
      dir: 'auto',
      tag: url,
      data: { url },
    },
  };
}

/** Shows each push as a notification. */
export function showPush(scope: WorkerScope): void {
  scope.addEventListener('push', (event) => {
    const { title, options } = notificationOf(event, scope.location.origin);
    event.waitUntil(scope.registration.showNotification(title, options));
  });
}
