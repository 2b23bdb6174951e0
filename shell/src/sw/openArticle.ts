import type { NotificationTap, WorkerClient, WorkerScope } from './workerScope';

/** The address a notification opens (its data's `url`), the home page if it has none. */
function addressOf(tap: NotificationTap, origin: string): string {
  const url = (tap.notification.data as { url?: unknown } | null)?.url;
  return typeof url === 'string' ? url : `${origin}/`;
}

/**
 * Takes the reader to the article: a tab showing it already is focused; else a tab of the site is
 * focused and goes there; else (or if that tab cannot be moved) a new window opens it.
 */
async function openAddress(scope: WorkerScope, url: string): Promise<WorkerClient | null> {
  const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = tabs.find((tab) => tab.url === url);
  if (showing) return showing.focus();
  const ours = new URL(url).origin === scope.location.origin ? tabs[0] : undefined;
  if (!ours) return scope.clients.openWindow(url);
  const focused = await ours.focus();
  try {
    return (await focused.navigate(url)) ?? focused;
  } catch {
    // A tab the worker does not control (opened before it) cannot be taken elsewhere: a new window then.
    return scope.clients.openWindow(url);
  }
}

/** A tap on a notification closes it and opens its article. */
export function openArticle(scope: WorkerScope): void {
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openAddress(scope, addressOf(event, scope.location.origin)));
  });
}
