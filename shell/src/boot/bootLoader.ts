/** What the server lists for the loader (its JSON script): entry scripts in order, then preloads. */
interface BootList {
  scripts: string[];
  preload: string[];
  fetch: string[];
  /**
   * `intent`: on the reader's first touch, key or focus; `shown`: on it, or `settleMs` after the lead
   * photo is shown; `load`: once the lead photo is shown.
   */
  when?: 'intent' | 'shown' | 'load';
  /** A read page that boots its islands first: its app's files wait for `askApp` (decision 0032). */
  islands?: boolean;
}

/** What the loader leaves on `window` (its `hookName`) for the islands. */
export interface BootHook {
  /** What the reader's first touch, key or focus landed on. */
  firstTouch: Element | null;
  /** Asks for the app's files (preloads and manifests), once. */
  askApp: () => void;
}

/** What counts as the reader's first interaction on a page whose scripts wait for it. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

/** What ends a touch or a press: the tap's answer comes with it (a click) or it was no tap. */
const GESTURE_ENDS = ['click', 'pointerup', 'pointercancel', 'touchend', 'touchcancel'];

/** The longest a press holds the scripts back (a long press ends no sooner than this). */
const PRESS_MS = 1000;

/**
 * Runs `then` once the tap that has begun has been answered on the screen: after the gesture's end
 * and the frame that follows it (a task queued from a frame callback runs after that frame), so the
 * answer the page gives at once (a native control, the inline taps) is painted before the scripts'
 * evaluation takes the main thread. At most `PRESS_MS` after the touch.
 */
function afterTheTap(then: () => void): void {
  let done = false;
  const end = (): void => {
    if (done) return;
    done = true;
    for (const type of GESTURE_ENDS) removeEventListener(type, end, true);
    requestAnimationFrame(() => setTimeout(then));
  };
  for (const type of GESTURE_ENDS) addEventListener(type, end, { capture: true, passive: true });
  setTimeout(end, PRESS_MS);
}

/** The browser's report of the reader's connection (not in every browser: then none is assumed good). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Runs `then` once the page has loaded and the main thread is idle, if the browser reports a good
 * connection: no Save-Data and an effective type of `4g`. Otherwise never (scripts wait for intent).
 */
function whenIdleOnAGoodConnection(then: () => void): void {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (!connection || connection.saveData || connection.effectiveType !== '4g') return;
  const idle = (): void => {
    if (window.requestIdleCallback) window.requestIdleCallback(then, { timeout: 5000 });
    else setTimeout(then, 1000);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * The boot script of a server-rendered page (inline, after `earlyTapReplay`). The page is readable
 * as it arrives, so its scripts wait until the lead photo is on screen: the page's
 * `fetchpriority="high"` images have loaded (or failed), then the browser has shown them — it
 * reports the photo as the largest paint, or any paint after the photo loaded
 * (`largest-contentful-paint` and `paint` entries come once the frame is on screen); where it
 * reports neither, a frame has passed (a task queued from a frame callback runs after that frame;
 * 300 ms after it where the browser reports paints but none came). A page without a lead photo
 * waits the same way for its first paint. On a slow connection the photo gets the bandwidth before
 * 160 KB of script, and on a slow phone the main thread paints it before hydrating. A photo that
 * takes longer than `waitMs` stops holding the scripts back, and a tab opened in the background (no
 * frames) loads them after `load`. Then the boot chunks and the sections' manifests are preloaded
 * together and the entry scripts run in order, each asked for in a task of its own (a message to
 * itself, not a timer, which the browser would slow to 4 ms apart): asking for a file is a few
 * milliseconds of work, eighteen of them a long task on a phone. A page whose route waits for
 * intent (`when: 'intent'`) asks for nothing until the reader's first touch, key or focus, but for
 * a touch or focus on a link (it loads another page). A page that moves by itself (`when: 'shown'`,
 * the story slider) asks on that first interaction too, or else `settleMs` after its lead photo is
 * shown: a tap in its first moments is answered on an idle main thread (the inline taps, then the
 * replay), not behind the scripts' evaluation.
 */
export function bootLoader(listId: string, waitMs: number, settleMs: number, hookName: string): void {
  const doc = document;
  const list: BootList = JSON.parse(doc.getElementById(listId)?.textContent ?? '');
  const Observer = window.PerformanceObserver;
  const reportsPaints = !!Observer && (Observer.supportedEntryTypes || []).indexOf('largest-contentful-paint') >= 0;
  const photos: Element[] = Array.from(doc.querySelectorAll('img[fetchpriority=high]'));
  const loading = (photos as HTMLImageElement[]).filter((img) => !img.complete);
  let left = loading.length;
  let started = false;

  // A prefetch names no `as` (it is for later: the HTTP cache keeps it for the script that asks).
  function hint(rel: 'preload' | 'prefetch', href: string, as: string): void {
    const link = doc.createElement('link');
    link.rel = rel;
    if (rel === 'preload') link.setAttribute('as', as);
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.appendChild(link);
  }

  function run(src: string): void {
    const script = doc.createElement('script');
    script.src = src;
    script.async = false;
    doc.body.appendChild(script);
  }

  // Each step in a task of its own (a message to itself, not a timer).
  function inTasks(steps: (() => void)[]): void {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      steps.shift()?.();
      if (steps.length) channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
  }

  /**
   * The files asked for. `preload`: every file, for this page now. `prefetch`: its scripts, kept for
   * later at the lowest priority (its JSON, the manifests and the page's results, is small and
   * asked for when the scripts run).
   */
  function fetchAll(rel: 'preload' | 'prefetch'): (() => void)[] {
    const steps: (() => void)[] = [];
    if (rel === 'preload') for (const href of list.fetch) steps.push(() => hint(rel, href, 'fetch'));
    for (const href of list.preload.concat(rel === 'prefetch' ? list.scripts : []))
      steps.push(() => hint(rel, href, 'script'));
    return steps;
  }

  // This page's files, asked for once: on the first touch, before its tap is answered.
  let asked = false;
  function ask(): (() => void)[] {
    if (asked) return [];
    asked = true;
    return fetchAll('preload');
  }

  // A page of islands asks for its app's files only when a part that needs the app is reached.
  const hook: BootHook = { firstTouch: null, askApp: () => inTasks(ask()) };
  (window as unknown as Record<string, BootHook>)[hookName] = hook;
  const askNow = (): (() => void)[] => (list.islands ? [] : ask());

  function go(): void {
    if (started) return;
    started = true;
    inTasks(askNow().concat(list.scripts.map((src) => () => run(src))));
  }

  // Once the page is shown: the scripts now, or (`shown`) after a moment unless the reader is first.
  const start = (): void => {
    if (list.when === 'shown') setTimeout(go, settleMs);
    else go();
  };
  const later = (ms: number) => () => {
    setTimeout(start, ms);
  };

  function shown(): void {
    const since = performance.now();
    requestAnimationFrame(later(reportsPaints ? 300 : 0));
    if (!reportsPaints) return;
    const observer = new Observer((entries) => {
      for (const entry of entries.getEntries()) {
        const element = (entry as LargestContentfulPaint).element;
        if ((element && photos.indexOf(element) >= 0) || entry.startTime >= since) setTimeout(start);
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    observer.observe({ type: 'paint', buffered: true });
  }

  if (list.when === 'intent' || list.when === 'shown') {
    // A page that is read, not worked: its HTML is final and its links and forms are plain, so
    // nothing is asked for until the reader reaches for it (the early-tap replay keeps the tap).
    // A touch on a link is not: the reader is leaving for the page it loads.
    const intent = (event: Event): void => {
      const target = event.target as Element | null;
      if (event.type !== 'keydown' && target?.closest?.('a[href]')) return;
      for (const type of INTENT_EVENTS) removeEventListener(type, intent, true);
      hook.firstTouch = target;
      if (event.type !== 'pointerdown' && event.type !== 'touchstart') go();
      else {
        inTasks(askNow());
        afterTheTap(go);
      }
    };
    for (const type of INTENT_EVENTS) addEventListener(type, intent, { capture: true, passive: true });
    if (list.when === 'intent') {
      whenIdleOnAGoodConnection(() => {
        if (!started) inTasks(fetchAll('prefetch'));
      });
      return;
    }
  }
  const one = () => {
    if (--left === 0) shown();
  };
  if (left) {
    for (const img of loading) {
      img.addEventListener('load', one);
      img.addEventListener('error', one);
    }
  } else shown();
  setTimeout(start, waitMs);
  addEventListener('load', later(300));
}
