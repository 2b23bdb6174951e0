// One measured tap of `npm run tap`: a fresh context as a 390×844 touch phone, the CPU slowed 4× and
// the network shaped by the DevTools protocol, the page opened and the control tapped at its `load`
// event; the answer is timed in the page from the tap's own `pointerdown` timestamp to the first
// animation frame whose check passes. The tap's time and what the page showed at it are kept in the
// tab's sessionStorage as wall-clock milliseconds (`performance.timeOrigin` + the timestamp), so a tap
// that loads another document (a link, a form posted without scripts) is timed to that document's frame.
import { ABSENT, NEVER } from './tapReport.mjs';

const CPU_SLOWDOWN = 4;
/** How long a control may take to be on the page once it has loaded, before it counts as absent. */
const FIND_MS = 5_000;
/** How long an answer may take before it counts as never (a case may say less). */
const ANSWER_MS = 30_000;

/**
 * Runs in every document of the tab before its own scripts: records the armed tap, and checks on every
 * frame after it whether the answer shows. `window.__tap` holds helpers the cases' checks use.
 */
function tapProbe({ before, shown }) {
  if (window !== window.top) return;
  const KEY = 'janmat-tap';
  const visible = (el) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const spoken = () =>
    [...document.querySelectorAll('main [role=status], main [role=alert], main [aria-live]')]
      .map((el) => el.textContent.trim())
      .join('|');
  const submitState = () => ({
    busy: Boolean(document.querySelector('main [aria-busy=true]')),
    disabled: Boolean(document.querySelector('main button[type=submit]:disabled')),
    spoken: spoken(),
    invalid: document.querySelectorAll('main [aria-invalid=true]').length,
  });
  /**
   * A submit was taken: pending (aria-busy, a disabled submit, a new status text) or errors shown
   * (more fields marked invalid); which of them, or false.
   */
  const submitTaken = (was) => {
    const now = submitState();
    if (now.busy && !was.busy) return 'aria-busy';
    if (now.disabled && !was.disabled) return 'submit disabled';
    if (now.spoken !== '' && now.spoken !== was.spoken) return `status: ${now.spoken.slice(0, 60)}`;
    return now.invalid > was.invalid && `${now.invalid} fields invalid`;
  };
  /** The pictures in view, for a control that changes the picture shown. */
  const picturesInView = () =>
    [...document.querySelectorAll('main img')]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      })
      .map((img) => img.currentSrc)
      .join(' ');
  window.__tap = { visible, submitState, submitTaken, picturesInView };
  // biome-ignore lint/security/noGlobalEval: the case's checks, given as source (the page's CSP is bypassed)
  const compile = (source) => globalThis.eval(`(${source})`);
  addEventListener(
    'pointerdown',
    (event) => {
      if (!window.__tapArmed || sessionStorage.getItem(KEY)) return;
      const was = compile(before)(event);
      sessionStorage.setItem(KEY, JSON.stringify({ at: performance.timeOrigin + event.timeStamp, was }));
    },
    true,
  );
  const check = compile(shown);
  // An answer found in a document that a navigation then replaced (a link marked busy) is kept for
  // the next one: the runner cannot ask a page whose navigation is on the way.
  const ANSWER = `${KEY}:answer`;
  const kept = sessionStorage.getItem(ANSWER);
  if (kept) {
    window.__tapAnswer = JSON.parse(kept);
    return;
  }
  const frame = () => {
    const tap = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    const how = tap && document.body && check(tap.was);
    if (how) {
      const where = performance.timeOrigin > tap.at ? 'another document' : 'same document';
      const ms = performance.timeOrigin + performance.now() - tap.at;
      window.__tapAnswer = { ms, how: typeof how === 'string' ? `${how}, ${where}` : where };
      sessionStorage.setItem(ANSWER, JSON.stringify(window.__tapAnswer));
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The context of one run: a phone, clipboard allowed, the site's CSP bypassed for the checks. */
async function phonePage(browser, network) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    permissions: ['clipboard-read', 'clipboard-write'],
    bypassCSP: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  }
  return { context, page };
}

/** Waits for the page's answer, across the documents a tap may load; null when none came in time. */
async function answerOf(page, limitMs) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const answer = await page.evaluate(() => window.__tapAnswer).catch(() => undefined);
    if (answer) return answer;
    await page.waitForTimeout(50).catch(() => undefined);
  }
  return null;
}

/** How long the scripts may take to hydrate the control, in `--when hydrated`. */
const HYDRATE_MS = 120_000;

/** Waits until React has hydrated the control (it keeps its fiber on the element), then a moment more. */
async function untilHydrated(page, target) {
  const deadline = Date.now() + HYDRATE_MS;
  while (Date.now() < deadline) {
    const done = await target.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));
    if (done) return page.waitForTimeout(1_000);
    await page.waitForTimeout(100);
  }
  throw new Error('the control was not hydrated');
}

/** How long an idle page is given to fetch its scripts for later, in `--when idle`. */
const IDLE_MS = 8_000;

/**
 * The page left alone after its load, as a reader reading it: on a good connection it fetches its
 * scripts without running them (decision 0026), then nothing is open for a second.
 */
async function untilIdle(page) {
  await page
    .waitForFunction(() => document.querySelector('link[rel="prefetch"]'), undefined, { timeout: IDLE_MS })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
}

/**
 * One run of a case (tapCases.mjs): opens `url` on the `network` (null: no limit), lets the case
 * prepare (an earlier tap), arms and taps it `when`: `load` at the page's load event; `held` with the
 * site's script files held back (aborted), as for a reader whose scripts never come (the inline
 * programs still run); `hydrated` once a key press has brought the scripts and React has hydrated it;
 * `idle` once the page has been left alone a while (on a good connection it has fetched its scripts).
 * `{ run, how }`: the milliseconds to the answer, `NEVER` or `ABSENT`, and what answered.
 */
export async function measureTap(browser, url, testCase, { network, when = 'load' }) {
  const { context, page } = await phonePage(browser, network);
  try {
    await page.addInitScript(tapProbe, { before: String(testCase.before), shown: String(testCase.shown) });
    if (when === 'held') await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const target = testCase.tap(page).first();
    const found = await target.waitFor({ state: 'visible', timeout: FIND_MS }).then(
      () => true,
      () => false,
    );
    if (!found) return { run: ABSENT, how: 'no such control' };
    if (when === 'hydrated') {
      await page.keyboard.press('Shift');
      await untilHydrated(page, target);
    }
    if (when === 'idle') await untilIdle(page);
    if (testCase.prepare) await testCase.prepare(page);
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.__tapArmed = true;
    });
    await target.tap({ timeout: 30_000 });
    const answer = await answerOf(page, testCase.neverAfterMs ?? ANSWER_MS);
    return answer ? { run: Math.round(answer.ms), how: answer.how } : { run: NEVER, how: 'nothing shown' };
  } finally {
    await context.close();
  }
}
