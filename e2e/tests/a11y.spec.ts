import AxeBuilder from '@axe-core/playwright';
import type { PartName } from '@janmat/shared/composition';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, tags, test } from '../fixtures/journey';
import { firstOf } from '../fixtures/pageTypes';
import { journeyElection } from '../fixtures/results';

/**
 * Accessibility of the production build: axe-core on the twelve key pages (WCAG 2.0/2.1 A and AA),
 * in the light and the dark theme, failing on any serious or critical violation, and keyboard-only
 * journeys through the side menu, a poll, the contact form and the skip link (no mouse anywhere in
 * the journeys).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = ['serious', 'critical'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

interface KeyPage {
  name: string;
  /** The sections the page shows (besides the shell). */
  parts: PartName[];
  /** Opens the page and waits until its real content (not its skeleton) is shown. */
  open: (page: Page, request: APIRequestContext) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');
const newsCard = (page: Page) => main(page).locator('article a[href^="/news/"]').first();
const leadImage = (page: Page) => main(page).locator('img[fetchpriority="high"]').first();
const firstLink = (prefix: string) => (page: Page) => main(page).locator(`a[href^="${prefix}"]`).first();
const button = (name: string | RegExp) => (page: Page) => main(page).getByRole('button', { name });

/** Opens a page and waits for its real content: the heading, the page's own content, no skeleton left. */
async function openLoaded(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(ready(page)).toBeVisible();
  // Skeletons stand in for what is still loading (the ticker, the poll widget, sidebars).
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
}

/** A page at a fixed path, or at a path found from an API answer. */
function at(path: string | ((request: APIRequestContext) => Promise<string>), ready: (page: Page) => Locator) {
  return async (page: Page, request: APIRequestContext) =>
    openLoaded(page, typeof path === 'string' ? path : await path(request), ready);
}

/** The first story of /api/newsall, the home page's lead. */
async function articlePath(request: APIRequestContext): Promise<string> {
  const lead = await firstOf<{ type: string; url: string }>(request, '/api/newsall');
  return `/news/${encodeURIComponent(lead.type)}/${encodeURIComponent(lead.url)}`;
}

/** The author page, reached the way a reader reaches it: the reporter link of that article. */
async function openAuthor(page: Page, request: APIRequestContext): Promise<void> {
  await openLoaded(page, await articlePath(request), leadImage);
  const authorPath = await main(page).locator('article a[href^="/author/"]').first().getAttribute('href');
  expect(authorPath).toMatch(/^\/author\/[a-z]+$/);
  await openLoaded(page, authorPath as string, newsCard);
}

const KEY_PAGES: KeyPage[] = [
  { name: 'home', parts: ['news', 'polls'], open: at('/', leadImage) },
  { name: 'list', parts: ['news', 'polls'], open: at('/news/national', newsCard) },
  { name: 'article', parts: ['news', 'polls'], open: at(articlePath, leadImage) },
  { name: 'author', parts: ['news', 'polls'], open: openAuthor },
  { name: 'videos', parts: ['media'], open: at('/videos', button(/^वीडियो 1 /)) },
  { name: 'web stories', parts: ['media'], open: at('/web-stories', firstLink('/web-story-slider/')) },
  {
    name: 'story slider',
    parts: ['media'],
    open: at(async (request) => {
      const story = await firstOf<{ type: string }>(request, '/api/stories');
      return `/web-story-slider/${encodeURIComponent(story.type)}`;
    }, button('अगली स्टोरी')),
  },
  { name: 'photos', parts: ['media'], open: at('/photos', firstLink('/photos/')) },
  {
    name: 'album',
    parts: ['media'],
    open: at(async (request) => {
      const album = await firstOf<{ code: string; slug: string }>(request, '/api/photos');
      return `/photos/${encodeURIComponent(album.code)}/${encodeURIComponent(album.slug)}`;
    }, leadImage),
  },
  { name: 'astrology', parts: ['media'], open: at('/astrology', firstLink('/astrology/')) },
  { name: 'create poll', parts: ['polls'], open: at('/createmypoll', button('पोल बनाएं')) },
  { name: 'contact', parts: ['static'], open: at('/contactus', button('संदेश भेजें')) },
];

function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.map((node) => `      at ${node.target.join(' ')}`).join('\n');
  return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}\n      (${violation.helpUrl})`;
}

function countByImpact(violations: Violation[]): string {
  return IMPACTS.map((impact) => `${impact} ${violations.filter((v) => v.impact === impact).length}`).join(', ');
}

/** Runs axe on the page as it is now; fails on serious or critical violations, listing them readably. */
async function expectNoBlockingViolations(page: Page, testInfo: TestInfo): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  await testInfo.attach('axe-violations.json', {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  testInfo.annotations.push({
    type: 'axe',
    description: `${new URL(page.url()).pathname}: ${countByImpact(results.violations)}`,
  });
  const blocking = results.violations.filter((v) => BLOCKING.includes(v.impact ?? ''));
  expect(blocking.length, `axe on ${page.url()}:\n${blocking.map(describeViolation).join('\n')}`).toBe(0);
}

const sideMenu = (page: Page) => page.getByRole('dialog', { name: 'मेन्यू' });
const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'मेन्यू', exact: true });

/** Home with the side menu opened from the keyboard (its links and the appearance's choices shown). */
async function openWithMenu(page: Page): Promise<void> {
  await openLoaded(page, '/', leadImage);
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(sideMenu(page).getByRole('link', { name: 'होम' })).toBeVisible();
}

test.describe('axe: no serious or critical violation on the key pages', () => {
  for (const keyPage of KEY_PAGES) {
    test(keyPage.name, tags('shell', ...keyPage.parts, 'smoke'), async ({ page, request }, testInfo) => {
      await keyPage.open(page, request);
      // Checked with the side menu closed, as the page first shows.
      await expect(sideMenu(page)).toHaveCount(0);
      await expectNoBlockingViolations(page, testInfo);
    });
  }

  test('home with the side menu open', tags('shell', 'news', 'polls', 'smoke'), async ({ page }, testInfo) => {
    await openWithMenu(page);
    await expectNoBlockingViolations(page, testInfo);
  });

  test("home with the bell's dialog open", tags('shell', 'news', 'polls', 'smoke'), async ({ page }, testInfo) => {
    await openLoaded(page, '/', leadImage);
    await page.getByRole('banner').getByRole('button', { name: 'सूचनाएं', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'सूचनाएं' }).getByRole('checkbox').first()).toBeVisible();
    await expectNoBlockingViolations(page, testInfo);
  });
});

// The same pages in the dark theme (a device set to dark, no choice made): its palette's contrast
// on every page type, and the party colours and photos' overlays that stay as they are.
test.describe('axe in the dark theme: no serious or critical violation on the key pages', () => {
  test.use({ colorScheme: 'dark' });

  for (const keyPage of KEY_PAGES) {
    test(keyPage.name, tags('shell', ...keyPage.parts), async ({ page, request }, testInfo) => {
      await keyPage.open(page, request);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');
      await expectNoBlockingViolations(page, testInfo);
    });
  }

  test('home with the side menu open', tags('shell', 'news', 'polls'), async ({ page }, testInfo) => {
    await openWithMenu(page);
    await expectNoBlockingViolations(page, testInfo);
  });

  test(
    "an election's results, in the parties' own colours",
    tags('shell', 'news', 'local'),
    async ({ page, request }, testInfo) => {
      const election = await journeyElection(request);
      await election.count(1, 1, 2, { 11: 123_456, 12: 100_000 });
      await election.count(1, 2, 2, { 11: 10, 12: 5 }, true);
      await openLoaded(page, election.path, () => page.getByRole('table', { name: 'पार्टीवार स्थिति' }));
      await expectNoBlockingViolations(page, testInfo);
    },
  );
});

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

const hasFocusInside = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

test.describe('keyboard only', () => {
  test(
    'the skip link shows on the first Tab and moves focus to the content',
    tags('shell', 'news', 'polls', 'smoke'),
    async ({ page }) => {
      await openLoaded(page, '/', leadImage);
      const skip = page.getByRole('link', { name: 'मुख्य सामग्री पर जाएं' });
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();

      await page.keyboard.press('Enter');
      await expect.poll(() => hasFocusInside(main(page))).toBe(true);
      // The next Tab continues inside the content, past the header and navigation.
      await page.keyboard.press('Tab');
      expect(await hasFocusInside(main(page))).toBe(true);
    },
  );

  test(
    'the side menu opens from its button, keeps focus inside, and Escape closes it',
    tags('shell', 'news', 'polls', 'smoke'),
    async ({ page }) => {
      await openLoaded(page, '/', leadImage);
      const button = menuButton(page);
      await tabTo(page, button);
      await expect(button).toHaveAttribute('aria-haspopup', 'dialog');

      await page.keyboard.press('Enter');
      const menu = sideMenu(page);
      await expect(menu).toBeVisible();
      await expect.poll(() => hasFocusInside(menu)).toBe(true);
      await expect(menu.getByRole('link', { name: 'होम' })).toBeVisible();
      // However far the reader tabs, in either direction, focus stays in the open menu.
      const links = await menu.getByRole('link').count();
      for (let i = 0; i <= links + 2; i++) await page.keyboard.press('Tab');
      expect(await hasFocusInside(menu)).toBe(true);
      for (let i = 0; i <= links + 2; i++) await page.keyboard.press('Shift+Tab');
      expect(await hasFocusInside(menu)).toBe(true);

      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(button).toBeFocused();
    },
  );

  test('a vote in a poll', tags('shell', 'polls'), async ({ page, request }) => {
    const question = `क्या कीबोर्ड से वोट देना आसान है ${Date.now().toString(36)}?`;
    const created = await request.post('/api/createmypoll', {
      data: {
        name: question,
        poll_id: 10 + Math.floor(Math.random() * 10_000),
        created_by: '127.0.0.1',
        op1: 'हाँ',
        op2: 'नहीं',
      },
    });
    expect(created.status()).toBe(201);
    const [poll] = ((await created.json()) as { data: { poll_id: number }[] }).data;
    const card = page.getByRole('region', { name: question, exact: true });
    await openLoaded(page, `/polls/${poll?.poll_id}/kb`, () => card);

    const yes = card.getByRole('radio', { name: 'हाँ', exact: true });
    const no = card.getByRole('radio', { name: 'नहीं', exact: true });
    const submit = card.getByRole('button', { name: 'वोट करें' });
    await tabTo(page, yes);
    await page.keyboard.press('Space');
    await expect(yes).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(no).toBeChecked();
    await expect(no).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByText('कुल वोट: 1')).toBeVisible();
    await expect(card.getByRole('img', { name: 'नहीं: 100% (1 वोट)' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Thank you for your Vote...!!');
    // Focus is not lost with the form that went away: it lands on the results.
    expect(await hasFocusInside(card)).toBe(true);
  });

  test('the contact form is filled and sent', tags('shell', 'static'), async ({ page }) => {
    await openLoaded(page, '/contactus', button('संदेश भेजें'));
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/insert') && r.request().method() === 'POST');
    await tabTo(page, page.getByLabel('नाम', { exact: true }));
    const entries: [string, string][] = [
      ['नाम', 'सुनीता शर्मा'],
      ['ई-मेल', 'sunita@example.in'],
      ['मोबाइल नंबर', '9812345678'],
      ['विषय (वैकल्पिक)', 'कीबोर्ड से संदेश'],
      ['संदेश', 'यह संदेश केवल कीबोर्ड से भरा गया।'],
    ];
    for (const [index, [label, value]] of entries.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await expect(page.getByLabel(label, { exact: true })).toBeFocused();
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'संदेश भेजें' })).toBeFocused();
    await page.keyboard.press('Enter');

    expect((await sent).ok()).toBe(true);
    await expect(page.getByRole('status')).toContainText('Thank you for contact us...!!');
    await expect(page.getByLabel('नाम', { exact: true })).toHaveValue('');
  });
});
