/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import type { BootHook } from './bootLoader';
import { BOOT_SETTINGS, pagePrograms } from './inlinePrograms';

const { listId: BOOT_LIST_ID, waitMs: BOOT_WAIT_MS, settleMs: SETTLE_MS } = BOOT_SETTINGS;
/** The loader as pages get it (the build's, when the shell is built). */
const BOOT_LOADER = pagePrograms().programs.bootLoader.source;

describe('the loader in a page', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root"></div><script id="${BOOT_LIST_ID}" type="application/json">${JSON.stringify(
      {
        scripts: ['/main.js', '/late.js'],
        preload: ['/470.a.js'],
        fetch: ['/remotes/news/mf-manifest.json'],
      },
    )}</script>`;
  });
  afterEach(() => {
    // A loader still waiting for the reader (its listeners are the window's) is done with here.
    window.dispatchEvent(new Event('keydown'));
    jest.useRealTimers();
  });

  /** The loader asks for each file in a task of its own (a message to itself): here, a queue of tasks. */
  const tasks: (() => void)[] = [];
  class TaskChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  beforeEach(() => {
    tasks.length = 0;
    Object.defineProperty(window, 'MessageChannel', { value: TaskChannel, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'MessageChannel');
  });

  /** What the loader has added so far, once the tasks it queued have run (each queues the next). */
  const added = () => {
    for (let task = tasks.shift(); task; task = tasks.shift()) task();
    return {
      scripts: Array.from(document.body.querySelectorAll('script[src]')).map((s) => [
        s.getAttribute('src'),
        (s as HTMLScriptElement).async,
      ]),
      preload: Array.from(document.head.querySelectorAll('link[rel="preload"]')).map((l) => [
        l.getAttribute('href'),
        l.getAttribute('as'),
        l.getAttribute('crossorigin'),
      ]),
    };
  };

  test('asks for nothing until the first frame has painted, then for every file once, in order', () => {
    // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
    globalThis.eval(BOOT_LOADER);
    expect(added()).toEqual({ scripts: [], preload: [] });
    jest.advanceTimersToNextTimer(); // the frame
    expect(added().scripts).toEqual([]);
    jest.runOnlyPendingTimers(); // the task after it
    expect(added()).toEqual({
      scripts: [
        ['/main.js', false],
        ['/late.js', false],
      ],
      preload: [
        ['/remotes/news/mf-manifest.json', 'fetch', 'anonymous'],
        ['/470.a.js', 'script', null],
      ],
    });
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(added().scripts).toHaveLength(2);
  });

  test('asks for one file per task, preloads first, so no task grows long', () => {
    // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
    globalThis.eval(BOOT_LOADER);
    jest.advanceTimersToNextTimer(); // the frame
    jest.runOnlyPendingTimers(); // the task after it
    const count = () => document.querySelectorAll('link[rel="preload"], script[src]').length;
    const counts: number[] = [];
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      task();
      counts.push(count());
    }
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(Array.from(document.head.querySelectorAll('link')).map((l) => l.getAttribute('as'))).toEqual([
      'fetch',
      'script',
    ]);
  });

  /** A tap on the page's body, and the frame and task after it. */
  const tap = () => {
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('click', { bubbles: true }));
    jest.advanceTimersToNextTimer();
    jest.advanceTimersToNextTimer();
  };

  /** Makes this page's loader wait for the reader's intent. */
  const waitsForIntent = () => {
    const list = document.getElementById(BOOT_LIST_ID)!;
    list.textContent = JSON.stringify({ ...JSON.parse(list.textContent ?? ''), when: 'intent' });
  };

  test.each(['keydown', 'focusin'])(
    'a page that waits for intent asks for nothing, however long it is open, until the reader reaches for it (%s)',
    (type) => {
      waitsForIntent();
      // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
      globalThis.eval(BOOT_LOADER);
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(60_000);
      expect(added()).toEqual({ scripts: [], preload: [] });
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(added().scripts).toEqual([
        ['/main.js', false],
        ['/late.js', false],
      ]);
    },
  );

  test('a touch asks for the files at once, and runs the scripts once its tap is answered and painted', () => {
    waitsForIntent();
    // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
    globalThis.eval(BOOT_LOADER);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(added()).toEqual({
      scripts: [],
      preload: [
        ['/remotes/news/mf-manifest.json', 'fetch', 'anonymous'],
        ['/470.a.js', 'script', null],
      ],
    });
    document.body.dispatchEvent(new Event('click', { bubbles: true }));
    expect(added().scripts).toEqual([]);
    jest.advanceTimersToNextTimer(); // the frame that shows the tap's answer
    expect(added().scripts).toEqual([]);
    jest.advanceTimersToNextTimer(); // the task after it
    const after = added();
    expect(after.scripts.map(([src]) => src)).toEqual(['/main.js', '/late.js']);
    // Nothing is asked for twice.
    expect(after.preload).toHaveLength(2);
  });

  test("a page of islands runs its entry on the first touch, but asks for the app's files only when its islands ask (decision 0032)", () => {
    const list = document.getElementById(BOOT_LIST_ID)!;
    list.textContent = JSON.stringify({ ...JSON.parse(list.textContent ?? ''), when: 'intent', islands: true });
    // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
    globalThis.eval(BOOT_LOADER);
    const button = document.createElement('button');
    document.body.append(button);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.dispatchEvent(new Event('click', { bubbles: true }));
    jest.advanceTimersToNextTimer();
    jest.advanceTimersToNextTimer();
    expect(added()).toEqual({
      scripts: [
        ['/main.js', false],
        ['/late.js', false],
      ],
      preload: [],
    });
    const hook = (window as unknown as Record<string, BootHook>)[BOOT_SETTINGS.hookName]!;
    expect(hook.firstTouch).toBe(button);
    hook.askApp();
    hook.askApp();
    expect(added().preload).toEqual([
      ['/remotes/news/mf-manifest.json', 'fetch', 'anonymous'],
      ['/470.a.js', 'script', null],
    ]);
  });

  test('a press that does not end holds the scripts back for a second at most', () => {
    waitsForIntent();
    // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
    globalThis.eval(BOOT_LOADER);
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    jest.advanceTimersByTime(999);
    expect(added().scripts).toEqual([]);
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers(); // the frame, then the task after it
    jest.runOnlyPendingTimers();
    expect(added().scripts.map(([src]) => src)).toEqual(['/main.js', '/late.js']);
  });

  describe('on the connection the browser reports', () => {
    const prefetched = () =>
      Array.from(document.head.querySelectorAll('link[rel="prefetch"]')).map((l) => l.getAttribute('href'));
    const withConnection = (connection: object | undefined) =>
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    afterEach(() => Reflect.deleteProperty(navigator, 'connection'));

    test('a good one (4g, no Save-Data): once the page has loaded and is idle, its scripts are fetched for later, none run', () => {
      withConnection({ effectiveType: '4g', saveData: false });
      waitsForIntent();
      // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
      globalThis.eval(BOOT_LOADER);
      jest.advanceTimersByTime(10_000);
      expect(prefetched()).toEqual([]);
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(1000);
      const { scripts, preload } = added();
      // Its scripts: the JSON (manifests, the page's results) is asked for when they run.
      expect(prefetched()).toEqual(['/470.a.js', '/main.js', '/late.js']);
      expect(document.head.querySelector('link[rel="prefetch"][as]')).toBeNull();
      expect({ scripts, preload }).toEqual({ scripts: [], preload: [] });
    });

    test.each([
      ['Save-Data', { effectiveType: '4g', saveData: true }],
      ['a slow one (3g)', { effectiveType: '3g', saveData: false }],
      ['none reported', undefined],
    ])('%s: nothing is fetched until the reader reaches for the page', (_name, connection) => {
      withConnection(connection);
      waitsForIntent();
      // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
      globalThis.eval(BOOT_LOADER);
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(60_000);
      added();
      expect(prefetched()).toEqual([]);
    });
  });

  test('a touch on a link is no intent for this page: the reader is leaving for the one it loads', () => {
    const list = document.getElementById(BOOT_LIST_ID)!;
    list.textContent = JSON.stringify({ ...JSON.parse(list.textContent ?? ''), when: 'intent' });
    document.body.insertAdjacentHTML('beforeend', '<a id="away" href="/refund"><span>रिफंड नीति</span></a>');
    // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
    globalThis.eval(BOOT_LOADER);
    for (const type of ['pointerdown', 'touchstart', 'focusin'])
      document.querySelector('#away span')?.dispatchEvent(new Event(type, { bubbles: true }));
    expect(added()).toEqual({ scripts: [], preload: [] });
    tap();
    expect(added().scripts.map(([src]) => src)).toEqual(['/main.js', '/late.js']);
  });

  test(`a page that moves by itself loads them on the reader's first touch, or ${SETTLE_MS} ms after its photo is shown`, () => {
    const list = document.getElementById(BOOT_LIST_ID)!;
    list.textContent = JSON.stringify({ ...JSON.parse(list.textContent ?? ''), when: 'shown' });
    const photo = leadPhoto();
    // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
    globalThis.eval(BOOT_LOADER);
    photo.dispatchEvent(new Event('load'));
    jest.advanceTimersToNextTimer(); // the frame that paints the photo
    jest.advanceTimersToNextTimer(); // the task after it: the photo is on the screen
    jest.advanceTimersByTime(SETTLE_MS - 1);
    expect(added().scripts).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added().scripts.map(([src]) => src)).toEqual(['/main.js', '/late.js']);
  });

  test('a page that moves by itself, touched before it settles, loads them at once', () => {
    const list = document.getElementById(BOOT_LIST_ID)!;
    list.textContent = JSON.stringify({ ...JSON.parse(list.textContent ?? ''), when: 'shown' });
    // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
    globalThis.eval(BOOT_LOADER);
    jest.advanceTimersByTime(100);
    tap();
    expect(added().scripts.map(([src]) => src)).toEqual(['/main.js', '/late.js']);
  });

  /** The page's lead photo, still loading (jsdom fetches no image: `complete` stays false). */
  function leadPhoto(): HTMLImageElement {
    const img = document.createElement('img');
    img.src = '/uploads/lead.svg';
    img.setAttribute('fetchpriority', 'high');
    document.body.prepend(img);
    return img;
  }

  test.each(['load', 'error'])('waits for the lead photo (%s), then for the frame that paints it', (outcome) => {
    const photo = leadPhoto();
    const other = document.createElement('img');
    other.src = '/uploads/card.svg';
    document.body.prepend(other);
    // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
    globalThis.eval(BOOT_LOADER);
    jest.advanceTimersByTime(BOOT_WAIT_MS - 100); // frames come and go; the photo is still loading
    expect(added()).toEqual({ scripts: [], preload: [] });
    photo.dispatchEvent(new Event(outcome));
    expect(added().scripts).toEqual([]);
    jest.advanceTimersToNextTimer(); // the frame that paints the photo
    expect(added().scripts).toEqual([]);
    jest.advanceTimersToNextTimer(); // the task after it
    expect(added().scripts.map(([src]) => src)).toEqual(['/main.js', '/late.js']);
  });

  test(`a photo still loading after ${BOOT_WAIT_MS} ms stops holding the scripts back`, () => {
    leadPhoto();
    // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
    globalThis.eval(BOOT_LOADER);
    jest.advanceTimersByTime(BOOT_WAIT_MS - 1);
    expect(added().scripts).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added().scripts.map(([src]) => src)).toEqual(['/main.js', '/late.js']);
  });

  test('a page that never paints a frame (a background tab) loads them after load', () => {
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
    globalThis.eval(BOOT_LOADER);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(299);
    expect(added().scripts).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added().scripts.map(([src]) => src)).toEqual(['/main.js', '/late.js']);
    raf.mockRestore();
  });

  describe('in a browser that reports the largest paint', () => {
    type Report = (list: { getEntries: () => { element?: Element | null; startTime: number }[] }) => void;
    let report: Report | undefined;
    beforeEach(() => {
      report = undefined;
      class FakeObserver {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(callback: Report) {
          report = callback;
        }
        observe(): void {}
      }
      Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'PerformanceObserver');
    });

    test('runs the scripts once the photo is reported on screen, not at the frame before', () => {
      const photo = leadPhoto();
      // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
      globalThis.eval(BOOT_LOADER);
      jest.advanceTimersByTime(50);
      photo.dispatchEvent(new Event('load'));
      jest.advanceTimersToNextTimer(); // the frame: its pixels are not on screen yet
      // Paints from before the photo loaded (the headline, the first paint) are not it.
      report?.({ getEntries: () => [{ element: document.querySelector('h1'), startTime: 10 }, { startTime: 20 }] });
      jest.advanceTimersByTime(100);
      expect(added().scripts).toEqual([]);
      report?.({ getEntries: () => [{ element: photo, startTime: 0 }] });
      jest.advanceTimersByTime(1);
      expect(added().scripts.map(([src]) => src)).toEqual(['/main.js', '/late.js']);
    });

    test('any paint reported after the photo loaded has shown it', () => {
      const photo = leadPhoto();
      // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
      globalThis.eval(BOOT_LOADER);
      jest.advanceTimersByTime(50);
      photo.dispatchEvent(new Event('load'));
      report?.({ getEntries: () => [{ startTime: performance.now() + 16 }] }); // a larger headline's paint
      jest.advanceTimersByTime(1);
      expect(added().scripts.map(([src]) => src)).toEqual(['/main.js', '/late.js']);
    });

    test('a page without a lead photo waits for its first paint', () => {
      // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
      globalThis.eval(BOOT_LOADER);
      expect(added().scripts).toEqual([]);
      report?.({ getEntries: () => [{ startTime: performance.now() + 30 }] });
      jest.advanceTimersByTime(1);
      expect(added().scripts.map(([src]) => src)).toEqual(['/main.js', '/late.js']);
    });

    test('a photo that is not the largest paint holds them back 300 ms after its frame', () => {
      const photo = leadPhoto();
      // biome-ignore lint/security/noGlobalEval: the loader runs as the page's inline script does
      globalThis.eval(BOOT_LOADER);
      photo.dispatchEvent(new Event('load'));
      jest.advanceTimersToNextTimer(); // the frame
      jest.advanceTimersByTime(299);
      expect(added().scripts).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added().scripts.map(([src]) => src)).toEqual(['/main.js', '/late.js']);
    });
  });
});
