import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { READER_KEYS } from '@janmat/shared/reader';
import { appStarted, bell, bellDialog, pageHeading } from '../fixtures/chrome';
import { holdScripts } from '../fixtures/holdScripts';
import { expect, tags, test } from '../fixtures/journey';
import {
  goOffline,
  holds,
  OFFLINE,
  PAGES_CACHE,
  SAVED_CACHE,
  saveButton,
  saveStory,
  twoStories,
} from '../fixtures/offline';
import { ROOT } from '../fixtures/processes';

// Save to read offline (docs/profile.md, "Saved to read offline"): a saved article reads with the
// network cut (`context.setOffline`), any other page meets the worker's Hindi offline page listing
// what is saved, a removed story is gone from it, and the home page last seen online opens offline.
// Offline, a page's own requests for its scripts and data fail as they do for any reader without a
// network: the browser reports each in the console.
test.use({ consoleErrors: 'expected' });

const NONE_SAVED = /अभी कोई ख़बर सहेजी नहीं गई है/;

test(
  'a saved article reads offline, and the offline page of any other lists it and opens it',
  tags('shell', 'news', 'polls'),
  async ({ page }) => {
    const [story, other] = await twoStories(page.request);
    await saveStory(page, story);
    const firstParagraph = (await page.locator('article p').first().textContent())?.trim() ?? '';
    expect(firstParagraph.length).toBeGreaterThan(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), READER_KEYS.saved)).toContain(story.path);

    await goOffline(page);
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    await expect(pageHeading(page)).toHaveText(story.name);
    await expect(page.locator('article')).toContainText(firstParagraph);
    // What needs a connection says so there (not that scripts are off).
    await bell(page).click();
    await expect(bellDialog(page).getByText(/इंटरनेट कनेक्शन चाहिए/)).toBeVisible();
    await expect(bellDialog(page).getByText(/JavaScript चाहिए/)).toBeHidden();
    await page.keyboard.press('Escape');

    await page.goto(other.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE);
    await expect(page.getByRole('banner')).toContainText('जनमत');
    await page.getByRole('link', { name: story.name }).click();
    await expect(pageHeading(page)).toHaveText(story.name);
  },
);

test(
  'a story taken off the saved list in another tab is dropped by the worker: offline the page lists none',
  tags('shell', 'news', 'polls'),
  async ({ page, context }) => {
    const [story, other] = await twoStories(page.request);
    await saveStory(page, story);
    // Another tab takes it off the list as the profile page does (the list written, the worker not told).
    const profile = await context.newPage();
    await profile.goto('/');
    await profile.evaluate((key) => localStorage.setItem(key, '[]'), READER_KEYS.saved);
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => holds(page, SAVED_CACHE, story.path)).toBe(false);

    await context.setOffline(true);
    await page.goto(other.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE);
    await expect(page.getByRole('main')).toContainText(NONE_SAVED);
    await expect(page.getByRole('link', { name: story.name })).toHaveCount(0);
  },
);

test(
  '«सहेजा गया» tapped again removes the story: its copy goes and the offline page no longer lists it',
  tags('shell', 'news', 'polls'),
  async ({ page, context }) => {
    const [story, other] = await twoStories(page.request);
    await saveStory(page, story);
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveText('सहेजें');
    await expect.poll(() => holds(page, SAVED_CACHE, story.path)).toBe(false);

    await context.setOffline(true);
    await page.goto(other.path);
    await expect(page.getByRole('main')).toContainText(NONE_SAVED);
  },
);

test('the home page last visited online opens offline', tags('shell', 'news', 'polls'), async ({ page }) => {
  const [story] = await twoStories(page.request);
  await saveStory(page, story);
  await page.goto('/');
  const lead = (await page.getByRole('main').getByRole('link').first().textContent())?.trim() ?? '';
  expect(lead.length).toBeGreaterThan(0);
  await expect.poll(() => holds(page, PAGES_CACHE, '/')).toBe(true);

  await goOffline(page);
  await page.goto(story.path);
  await page.goto('/');
  await expect(page.getByRole('main')).toContainText(lead);
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE })).toHaveCount(0);
});

test(
  'a vote on the home page read offline says at once, in Hindi, that it was not sent',
  tags('shell', 'news', 'polls'),
  async ({ page }) => {
    const [story] = await twoStories(page.request);
    await saveStory(page, story);
    await page.goto('/');
    await expect.poll(() => holds(page, PAGES_CACHE, '/')).toBe(true);

    await goOffline(page);
    await page.goto('/');
    const card = page.locator('section[data-poll-id]').first();
    await card.getByRole('radio').first().check();
    const tapped = Date.now();
    await card.getByRole('button', { name: 'वोट करें' }).click();
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE })).toBeVisible();
    await expect(page.getByText(/आपका जवाब नहीं भेजा जा सका/)).toBeVisible();
    // Posted at once (the copy boots nothing, so the tap is not held for scripts that never come).
    expect(Date.now() - tapped).toBeLessThan(5_000);
  },
);

test(
  '«सहेजें» tapped before the scripts shows at once that it is taken, and saves when they come',
  tags('shell', 'news', 'polls'),
  async ({ page }) => {
    const [story] = await twoStories(page.request);
    const release = await holdScripts(page);
    await page.goto(story.path);
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveAttribute('data-pending', '');
    await expect(saveButton(page)).toHaveAttribute('aria-busy', 'true');
    release();
    await appStarted(page);
    await expect(saveButton(page)).toHaveAttribute('data-saved', 'kept');
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
  },
);

test(
  'a lite page has no «सहेजें» and registers no worker; a worker from before leaves lite pages to the network',
  tags('shell', 'news', 'polls', 'server-view'),
  async ({ page }) => {
    const [story] = await twoStories(page.request);
    const lite = (on: 0 | 1) => page.goto(`/lite?on=${on}&back=${encodeURIComponent(story.path)}`);
    const scripts = page.locator('script:not([type="application/ld+json"])');
    await lite(1);
    await expect(pageHeading(page)).toHaveText(story.name);
    await expect(saveButton(page)).toBeHidden();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/')) ?? null)).toBeNull();

    await lite(0);
    await saveStory(page, story);
    await lite(1);
    await expect(pageHeading(page)).toHaveText(story.name);
    await expect(scripts).toHaveCount(0);
    await expect(saveButton(page)).toBeHidden();
  },
);

test(
  'a new shell build’s worker takes over at the next update check, and the saved copies stay with it',
  tags('shell', 'news', 'polls', 'local'),
  async ({ page }) => {
    const [story, other] = await twoStories(page.request);
    await saveStory(page, story);
    // The next build of the shell: the server sends the changed file at once (no-cache, a new ETag).
    const file = join(ROOT, 'shell', 'dist', 'sw.js');
    const built = readFileSync(file, 'utf8');
    try {
      writeFileSync(file, `${built}\n// the next build\n`);
      await page.evaluate(async () => {
        const taken = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
        await (await navigator.serviceWorker.ready).update();
        await taken;
      });
    } finally {
      writeFileSync(file, built);
    }
    expect(await holds(page, SAVED_CACHE, story.path)).toBe(true);

    await goOffline(page);
    await page.goto(other.path);
    await page.getByRole('link', { name: story.name }).click();
    await expect(pageHeading(page)).toHaveText(story.name);
  },
);
