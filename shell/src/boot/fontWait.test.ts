import { FONT_WAIT_CLASS, FONT_WAIT_CSS, FONT_WAIT_MS } from '@janmat/shared/font-wait';
import { pagePrograms } from './inlinePrograms';

/** The wait as pages get it (the build's, when the shell is built). */
const FONT_WAIT_SCRIPT = pagePrograms().programs.fontWait.source;

/** Widths the canvas gives "क", "ि" and "ा": one for all three is a device drawing boxes. */
const BOXES = { '\u0915': 9.6, '\u093f': 9.6, '\u093e': 9.6 };
const NOTO = { '\u0915': 10.4, '\u093f': 4.1, '\u093e': 4.3 };

interface Deferred {
  resolve(): void;
  reject(): void;
}

let loads: { font: string; deferred: Deferred }[];
let measuredWith: string[];

function device(widths: Record<string, number> | null, fonts: boolean = true): void {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
    if (!widths) return null;
    const context = {
      font: '',
      measureText(text: string) {
        measuredWith.push(context.font);
        return { width: widths[text] ?? 0 };
      },
    };
    return context as unknown as CanvasRenderingContext2D;
  });
  const load = (font: string) =>
    new Promise<void>((resolve, reject) => {
      loads.push({ font, deferred: { resolve, reject } });
    });
  Object.defineProperty(document, 'fonts', { value: fonts ? { load } : undefined, configurable: true });
}

const waiting = () => document.documentElement.classList.contains(FONT_WAIT_CLASS);
const run = () => new Function(FONT_WAIT_SCRIPT)();
const settle = () => Promise.resolve().then(() => Promise.resolve());

beforeEach(() => {
  loads = [];
  measuredWith = [];
  document.documentElement.className = '';
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('holds nothing on a device that draws Hindi, and asks for no font', () => {
  device(NOTO);
  run();
  expect(waiting()).toBe(false);
  expect(loads).toHaveLength(0);
  // Measured in the device's own faces, never the site's (which would start the download).
  expect(measuredWith[0]).toContain('"Noto Sans Devanagari"');
  expect(measuredWith[0]).not.toContain('Janmat Devanagari');
});

it('hides the page on a device drawing boxes until both weights of the face have loaded', async () => {
  device(BOXES);
  run();
  expect(waiting()).toBe(true);
  expect(loads.map((l) => l.font)).toEqual(['400 16px "Janmat Devanagari"', '700 16px "Janmat Devanagari"']);

  loads[0]?.deferred.resolve();
  await settle();
  expect(waiting()).toBe(true);
  loads[1]?.deferred.resolve();
  await settle();
  expect(waiting()).toBe(false);
});

it('shows the page when the face cannot be loaded', async () => {
  device(BOXES);
  run();
  loads[0]?.deferred.reject();
  await settle();
  expect(waiting()).toBe(false);
});

it(`shows the page after ${FONT_WAIT_MS} ms however slow the face is`, () => {
  device(BOXES);
  run();
  jest.advanceTimersByTime(FONT_WAIT_MS - 1);
  expect(waiting()).toBe(true);
  jest.advanceTimersByTime(1);
  expect(waiting()).toBe(false);
});

it('holds nothing where the browser can neither measure text nor load fonts', () => {
  device(null);
  run();
  expect(waiting()).toBe(false);
  device(BOXES, false);
  run();
  expect(waiting()).toBe(false);
});

it('hides the body while the class is on <html>', () => {
  const style = document.createElement('style');
  style.textContent = FONT_WAIT_CSS;
  document.head.append(style);
  document.documentElement.classList.add(FONT_WAIT_CLASS);
  expect(getComputedStyle(document.body).visibility).toBe('hidden');
  document.documentElement.classList.remove(FONT_WAIT_CLASS);
  expect(getComputedStyle(document.body).visibility).toBe('visible');
  style.remove();
});
