import type { Page } from '@playwright/test';
import { appStarted } from '../fixtures/chrome';
import { pauseAhead } from '../fixtures/clock';
import { holdScripts } from '../fixtures/holdScripts';
import { expect, tags, test } from '../fixtures/journey';

// The spec's timings count from what the reader sees, not from when the page's scripts come: a page
// that is read loads them on the reader's first touch (decision 0018), or, for the story slider, 2 s
// after its lead photo.

const reactStarted = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer$')),
  );

/** An article: tall enough to scroll, with the share bar. */
async function anArticle(page: Page): Promise<string> {
  const lead = (await (await page.request.get('/api/newsall')).json()).data[0];
  return `/news/${lead.type}/${lead.url}`;
}

test(
  'back-to-top appears past 300 px scrolled with the wheel or Page Down before any script, answers its tap, and is the one button once the scripts run',
  tags('shell', 'news', 'polls'),
  async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(await anArticle(page));
    const toTop = page.getByRole('button', { name: 'ऊपर जाएं' });
    const scrollY = () => page.evaluate(() => window.scrollY);
    await expect(toTop).toBeHidden();
    await page.mouse.move(300, 400);
    await page.mouse.wheel(0, 250);
    await expect.poll(scrollY).toBe(250);
    await expect(toTop).toBeHidden();
    await page.mouse.wheel(0, 200);
    await expect(toTop).toBeVisible();
    expect(await reactStarted(page), 'a wheel is not a reach for the page: no script yet').toBe(false);
    // Answered before React (the tap asks for the scripts; they are held).
    await toTop.click();
    await expect.poll(scrollY).toBe(0);
    await expect(toTop).toBeHidden();
    await page.keyboard.press('PageDown');
    await expect.poll(scrollY).toBeGreaterThan(300);
    await expect(toTop).toBeVisible();
    expect(await reactStarted(page)).toBe(false);

    release();
    // An article's first touch brings its islands: back-to-top stays the page's own button, answered
    // by the page's taps program (the app, when a section's control brings it, hydrates that same button).
    await appStarted(page);
    await expect(toTop).toBeVisible();
    await expect(page.locator('button[data-to-top]')).toHaveCount(1);
    await toTop.click();
    await expect.poll(scrollY).toBe(0);
    await expect(toTop).toBeHidden();
    await page.mouse.wheel(0, 500);
    await expect(toTop).toBeVisible();
  },
);

test.describe('share', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test(
    '«Copied!» tapped before the scripts is said at once (the live region’s text changes) and stays 2 s through the hydration the tap starts',
    tags('shell', 'news', 'polls'),
    async ({ page }) => {
      await page.clock.install();
      const release = await holdScripts(page);
      await page.goto(await anArticle(page));
      // The page's clock stands still from here: only the test moves it.
      await pauseAhead(page, 1000);
      const status = page.locator('[aria-live][data-copy-status]');
      await expect(status).toHaveText('');
      await page.getByRole('button', { name: 'लिंक कॉपी करें' }).click();
      await expect(status).toHaveText('Copied!');
      expect(await reactStarted(page)).toBe(false);
      // A second after the copy, the scripts the tap asked for load and React hydrates the bar.
      await page.clock.runFor(1000);
      release();
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('[data-copy-status]') ?? {}).some((k) => k.startsWith('__reactFiber$')),
      );
      await expect(status).toHaveText('Copied!');
      await page.clock.runFor(899);
      await expect(status).toHaveText('Copied!');
      await page.clock.runFor(101);
      await expect(status).toHaveText('');
    },
  );
});

test.describe('story slider', () => {
  const slideTitle = (page: Page) => page.getByRole('dialog').getByRole('heading', { level: 2 });
  const arrowHandled = (page: Page) =>
    page.waitForFunction(() =>
      Object.keys(document.getElementById('story-next') ?? {}).some((k) => k.startsWith('__reactFiber$')),
    );

  /** The slider as the server sends it, its scripts held back and the page's clock stopped. */
  async function servedSlider(page: Page) {
    await page.clock.install();
    const release = await holdScripts(page);
    await page.goto('/web-story-slider');
    // A moment ahead of the page's clock: it stands still from there.
    await pauseAhead(page, 1000);
    return release;
  }

  test(
    'React, starting 3 s after the slide was shown, moves it when its bar is full: 5 s from what the reader saw',
    tags('shell', 'media'),
    async ({ page }) => {
      const [first, second] = (await (await page.request.get('/api/stories')).json()).data;
      const release = await servedSlider(page);
      // The reader has watched the bar fill for 3 s (held there, as the page's clock is).
      await page.evaluate(() => {
        const fill = document.querySelector('[data-state="current"]')?.getAnimations()[0];
        fill?.pause();
        if (fill) fill.currentTime = 3000;
      });
      release();
      await page.keyboard.press('Shift');
      await arrowHandled(page);
      await expect(slideTitle(page)).toHaveText(first.title);
      await page.clock.runFor(1999);
      await expect(slideTitle(page)).toHaveText(first.title);
      await page.clock.runFor(1);
      await expect(slideTitle(page)).toHaveText(second.title);
    },
  );

  test(
    'with the scripts late, the full bar moves the slide before them, and React keeps that slide and gives it its 5 s',
    tags('shell', 'media'),
    async ({ page }) => {
      const [first, second, third] = (await (await page.request.get('/api/stories')).json()).data;
      const release = await servedSlider(page);
      const picture = page.getByRole('dialog').locator('figure img');
      await expect(picture).toHaveAttribute('src', first.photo);
      // The bar fills in the browser's own time: when it is full, the next story shows.
      await expect(picture).toHaveAttribute('src', second.photo, { timeout: 15_000 });
      expect(await reactStarted(page)).toBe(false);
      release();
      await page.keyboard.press('Shift');
      await arrowHandled(page);
      // The tap the full bar made is replayed to React (checked every 50 ms): one move, to that story.
      await page.clock.runFor(50);
      await expect(slideTitle(page)).toHaveText(second.title);
      await expect(picture).toHaveAttribute('src', second.photo);
      await page.clock.runFor(5000 - 1);
      await expect(slideTitle(page)).toHaveText(second.title);
      await page.clock.runFor(1);
      await expect(slideTitle(page)).toHaveText(third.title);
    },
  );
});
