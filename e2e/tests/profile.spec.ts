import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { appStarted, pageHeading, reachFor } from '../fixtures/chrome';
import { holdScripts } from '../fixtures/holdScripts';
import { expect, tags, test } from '../fixtures/journey';

// «मेरा जनमत» (docs/profile.md): the header's profile link, following states and categories, the
// home page putting them first without moving what the reader sees, and the lists this browser keeps.

const PROFILE = 'मेरा जनमत';
const FOLLOW = 'फ़ॉलो करें';
const FOLLOWING = 'फ़ॉलो कर रहे हैं';
const SAVED_KEY = 'janmat.reader.v1.saved';

const profileLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: PROFILE });
const part = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name });

async function firstOf<T>(page: Page, api: string): Promise<T> {
  const [item] = (await (await page.request.get(api)).json()).data as T[];
  if (!item) throw new Error(`${api} is empty`);
  return item;
}

/** Opens `path`, lets its scripts run and taps «फ़ॉलो करें» (the tap brings the app, which answers it). */
async function follow(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await reachFor(page);
  const button = page.getByRole('main').getByRole('button', { name: FOLLOW });
  await button.click();
  await expect(page.getByRole('main').getByRole('button', { name: FOLLOWING })).toHaveAttribute('aria-pressed', 'true');
}

test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the header's profile link opens «मेरा जनमत», which says its lists are kept in this browser and need JavaScript",
    tags('shell', 'news', 'polls', 'static', 'server-view'),
    async ({ page }) => {
      await page.goto('/');
      await profileLink(page).click();
      await expect(page).toHaveURL(/\/mera-janmat$/);
      await expect(pageHeading(page)).toHaveText(PROFILE);
      await expect(page.getByText(/इन्हें देखने और बदलने के लिए JavaScript चालू करें/)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'सहेजी गई खबरें' })).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: 'दिखावट' })).toBeVisible();
    },
  );
});

test(
  "the header's profile link answers the first tap before the scripts, and opens the page with them",
  tags('shell', 'news', 'polls', 'static'),
  async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/');
    await profileLink(page).click();
    await expect(page).toHaveURL(/\/mera-janmat$/);
    await expect(pageHeading(page)).toHaveText(PROFILE);
    release();
    await appStarted(page);
    // The page's lists come with its scripts: empty here, each saying how to fill it.
    await expect(part(page, 'फ़ॉलो किए गए राज्य और विषय')).toContainText('«फ़ॉलो करें» दबाएं');
    await expect(part(page, 'सहेजी गई खबरें')).toContainText('«सहेजें» दबाएं');
    await expect(part(page, 'हाल में पढ़ी गईं')).toContainText('सबसे नई पहले यहाँ दिखेंगी');

    // With the scripts running (a read page's islands: the header's links stay plain links), the same.
    await page.goto('/');
    await reachFor(page);
    await profileLink(page).click();
    await expect(page).toHaveURL(/\/mera-janmat$/);
    await expect(pageHeading(page)).toHaveText(PROFILE);
  },
);

test(
  'a followed state and category are listed on «मेरा जनमत», and «फ़ॉलो हटाएं» stops following',
  tags('shell', 'news', 'polls', 'static'),
  async ({ page }) => {
    const state = await firstOf<{ id: number; code: string; name: string }>(page, '/api/states');
    const category = await firstOf<{ c_code: string; name: string }>(page, '/api/categories');
    await follow(page, `/news/state/${state.id}/${state.code}`);
    await follow(page, `/newscategory/${category.c_code}`);

    await page.goto('/mera-janmat');
    const follows = part(page, 'फ़ॉलो किए गए राज्य और विषय');
    await expect(follows.getByRole('link')).toHaveText([state.name, category.name]);
    await follows.getByRole('button', { name: `फ़ॉलो हटाएं: ${state.name}` }).click();
    await expect(follows.getByRole('link')).toHaveText([category.name]);

    await follows.getByRole('link', { name: category.name }).click();
    await expect(pageHeading(page)).toHaveText(category.name);
    await page.getByRole('main').getByRole('button', { name: FOLLOWING }).click();
    await expect(page.getByRole('main').getByRole('button', { name: FOLLOW })).toHaveAttribute('aria-pressed', 'false');
    await page.goto(`/news/state/${state.id}/${state.code}`);
    await reachFor(page);
    await expect(page.getByRole('main').getByRole('button', { name: FOLLOW })).toHaveAttribute('aria-pressed', 'false');
  },
);

test(
  '«फ़ॉलो करें» tapped before the scripts shows at once that it is taken, and follows when they come',
  tags('shell', 'news', 'polls'),
  async ({ page }) => {
    const state = await firstOf<{ id: number; code: string; name: string }>(page, '/api/states');
    const release = await holdScripts(page);
    await page.goto(`/news/state/${state.id}/${state.code}`);
    const button = page.getByRole('main').getByRole('button', { name: FOLLOW });
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-pending', '');

    release();
    await expect(page.getByRole('main').getByRole('button', { name: FOLLOWING })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await page.evaluate(() => localStorage.getItem('janmat.reader.v1.follows'))).toContain(state.name);
  },
);

test(
  '«फ़ॉलो करें» of the server’s HTML tapped before the scripts on a topic already followed keeps it followed',
  tags('shell', 'news', 'polls'),
  async ({ page }) => {
    const state = await firstOf<{ id: number; code: string; name: string }>(page, '/api/states');
    const path = `/news/state/${state.id}/${state.code}`;
    await follow(page, path);
    const release = await holdScripts(page);
    await page.goto(path);
    const button = page.getByRole('main').getByRole('button', { name: FOLLOW });
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');

    release();
    await expect(page.getByRole('main').getByRole('button', { name: FOLLOWING })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('main').getByRole('button', { name: FOLLOWING })).not.toHaveAttribute('aria-busy');
    expect(await page.evaluate(() => localStorage.getItem('janmat.reader.v1.follows'))).toContain(state.name);
  },
);

/** Home's lists as headed, in page order (the news column's, then the sidebar's). */
const homeLists = (page: Page) =>
  page
    .getByRole('main')
    .locator('section[aria-labelledby] h2')
    .evaluateAll((headings) => headings.map((h) => h.textContent));

for (const screen of [
  // The lead stories fill a laptop's first screen: the block comes right after them.
  { name: 'a laptop', width: 1280, height: 720, before: 'राष्ट्रीय' },
  // A phone's first screen shows the lead stories and the first headlines of «राष्ट्रीय».
  { name: 'a phone', width: 390, height: 844, before: 'अंतरराष्ट्रीय' },
]) {
  test(
    `on ${screen.name} a followed state is home's first row in its first frame, its stories come below the screen, and nothing moves (CLS 0)`,
    tags('shell', 'news', 'polls'),
    async ({ page }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      const state = await firstOf<{ id: number; code: string; name: string }>(page, '/api/states');
      await follow(page, `/news/state/${state.id}/${state.code}`);

      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: number };
        w.__shifts = 0;
        // Every shift counts here, those just after an input too (the key that asks for the scripts), but
        // the election results strip's beside the breadcrumb (it widens as the tally comes, follows or not).
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
            const strip = (node?: Node) => node instanceof Element && node.closest('[aria-label="चुनाव नतीजे"]');
            if (!entry.sources.every((source) => strip(source.node))) w.__shifts += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const release = await holdScripts(page);
      await page.goto('/');
      // Before any script: the row names the state, above the lead stories.
      const row = page.getByRole('navigation', { name: 'आपके विषय', exact: true });
      await expect(row.getByRole('link', { name: state.name, exact: true })).toHaveAttribute(
        'href',
        `/news/state/${state.id}/${state.code}`,
      );
      await expect(row.getByRole('link', { name: 'बदलें' })).toHaveAttribute('href', '/mera-janmat');
      const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
      expect(await top(row)).toBeLessThan(await top(page.getByRole('main').locator('article').first()));
      release();
      await reachFor(page);
      const block = page.getByRole('region', { name: 'आपके विषयों की ख़बरें' });
      await expect(block.getByRole('link', { name: `सभी देखें: ${state.name}` })).toHaveAttribute(
        'href',
        `/news/state/${state.id}/${state.code}`,
      );
      await expect(block.getByRole('heading', { level: 3 }).first()).toBeAttached();
      const order = await homeLists(page);
      expect(order.indexOf(state.name)).toBeGreaterThanOrEqual(0);
      expect(order.indexOf(state.name)).toBeLessThan(order.indexOf(screen.before));
      expect(order.indexOf(state.name)).toBeLessThan(order.indexOf('राज्य'));
      // The layout shifts of the frames that added the block are reported once two more are painted.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
    },
  );
}

test(
  'an article read goes first in «हाल में पढ़ी गईं»; «सब मिटाएं» empties the list',
  tags('shell', 'news', 'polls', 'static'),
  async ({ page }) => {
    type Story = { type: string; url: string; name: string };
    const [older, newer] = (await (await page.request.get('/api/newsall')).json()).data as [Story, Story];
    for (const story of [older, newer]) {
      await page.goto(`/news/${story.type}/${story.url}`);
      await reachFor(page);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('janmat.reader.v1.recent') ?? ''))
        .toContain(story.url);
    }
    await page.goto('/mera-janmat');
    const recent = part(page, 'हाल में पढ़ी गईं');
    await expect(recent.getByRole('link')).toHaveText([newer.name, older.name]);
    await expect(recent.getByRole('link', { name: newer.name })).toHaveAttribute(
      'href',
      `/news/${newer.type}/${newer.url}`,
    );
    await recent.getByRole('button', { name: 'सब मिटाएं' }).click();
    await expect(recent.getByRole('link')).toHaveCount(0);
    await expect(recent).toContainText('सबसे नई पहले यहाँ दिखेंगी');
  },
);

test('a saved story shows on «मेरा जनमत» and «हटाएं» removes it', tags('shell', 'static'), async ({ page }) => {
  await page.goto('/mera-janmat');
  // Saving is the article's «सहेजें»; here the browser is given a saved story as it keeps one.
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify([
          { path: '/news/national/saheji-khabar', title: 'सहेजी हुई एक खबर', at: Date.now() },
          { path: '/news/national/doosri-khabar', title: 'सहेजी हुई दूसरी खबर', at: Date.now() - 1000 },
        ]),
      ),
    SAVED_KEY,
  );
  await page.reload();
  const saved = part(page, 'सहेजी गई खबरें');
  await expect(saved.getByRole('link')).toHaveText(['सहेजी हुई एक खबर', 'सहेजी हुई दूसरी खबर']);
  await saved.getByRole('button', { name: 'हटाएं: सहेजी हुई एक खबर' }).click();
  await expect(saved.getByRole('link')).toHaveText(['सहेजी हुई दूसरी खबर']);
  expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_KEY)).not.toContain('saheji-khabar');
});

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now (their ids and targets). */
async function axeBlocking(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test(
  'axe: no serious or critical violation on «मेरा जनमत» with its lists, nor on a followed state’s page',
  tags('shell', 'news', 'polls', 'static'),
  async ({ page }) => {
    const state = await firstOf<{ id: number; code: string; name: string }>(page, '/api/states');
    await follow(page, `/news/state/${state.id}/${state.code}`);
    expect(await axeBlocking(page)).toEqual([]);
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify([{ path: '/news/national/saheji-khabar', title: 'सहेजी हुई खबर', at: 1 }]),
        ),
      SAVED_KEY,
    );
    await page.goto('/mera-janmat');
    await expect(part(page, 'सहेजी गई खबरें').getByRole('link')).toHaveText(['सहेजी हुई खबर']);
    await expect(part(page, 'फ़ॉलो किए गए राज्य और विषय').getByRole('link')).toHaveText([state.name]);
    expect(await axeBlocking(page)).toEqual([]);
  },
);
