import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { href } from '@janmat/shared';
import { READER_KEYS } from '@janmat/shared/reader';
import type { APIRequestContext, Page } from '@playwright/test';
import { appStarted, pageHeading, reachFor } from '../fixtures/chrome';
import { holdScripts } from '../fixtures/holdScripts';
import { expect, tags, test } from '../fixtures/journey';
import { ROOT } from '../fixtures/processes';

// Save to read offline (docs/profile.md, "Saved to read offline"): a saved article reads with the
// network cut (`context.setOffline`), any other page meets the worker's Hindi offline page listing
// what is saved, a removed story is gone from it, and the home page last seen online opens offline.
// Offline, a page's own requests for its scripts and data fail as they do for any reader without a
// network: the browser reports each in the console.
test.use({ consoleErrors: 'expected' });

const OFFLINE = 'आप ऑफ़लाइन हैं';
const NONE_SAVED = /अभी कोई ख़बर सहेजी नहीं गई है/;

interface Story {
  path: string;
  name: string;
}

async function twoStories(request: APIRequestContext): Promise<[Story, Story]> {
  const { data } = (await (await request.get('/api/newsall')).json()) as {
    data: { type: string; url: string; name: string }[];
  };
  const [first, second] = data.map((item) => ({ path: href.article(item), name: item.name }));
  if (!first || !second) throw new Error('the seed has fewer than two stories');
  return [first, second];
}

const saveButton = (page: Page) => page.getByRole('button', { name: /^(सहेजें|सहेजा गया)$/ });

/** Opens `story`, saves it, and waits until the worker says its copy is kept and controls the page. */
async function saveStory(page: Page, story: Story): Promise<void> {
  await page.goto(story.path);
  await reachFor(page);
  await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
  await saveButton(page).click();
  await expect(saveButton(page)).toHaveAttribute('data-saved', 'kept');
  await expect(saveButton(page)).toHaveText('सहेजा गया');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Cuts the network and empties the browser's HTTP cache (a page seen moments ago could come from it,
 * `stale-while-revalidate`): what opens then opens from the worker's copies.
 */
async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await devtools.detach();
}

/** Whether the worker holds a copy of `path` in cache `cache` (asked from the page). */
const holds = (page: Page, cache: string, path: string) =>
  page.evaluate(async ([name, at]) => (await (await caches.open(name)).match(location.origin + at)) !== undefined, [
    cache,
    path,
  ] as const);

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
    await expect.poll(() => holds(page, 'janmat-offline-saved-v1', story.path)).toBe(false);

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
    await expect.poll(() => holds(page, 'janmat-offline-saved-v1', story.path)).toBe(false);

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
  await expect.poll(() => holds(page, 'janmat-offline-pages-v1', '/')).toBe(true);

  await goOffline(page);
  await page.goto(story.path);
  await page.goto('/');
  await expect(page.getByRole('main')).toContainText(lead);
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE })).toHaveCount(0);
});

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
    expect(await holds(page, 'janmat-offline-saved-v1', story.path)).toBe(true);

    await goOffline(page);
    await page.goto(other.path);
    await page.getByRole('link', { name: story.name }).click();
    await expect(pageHeading(page)).toHaveText(story.name);
  },
);
