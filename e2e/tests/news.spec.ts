import type { Locator, Page } from '@playwright/test';
import { appStarted, NOT_FOUND } from '../fixtures/chrome';
import { expect, tags, test } from '../fixtures/journey';
import { ALREADY_VOTED, nextVoteAnswer, VOTE_THANKS, voteCounted } from '../fixtures/votes';

/** The page's h1 once it shows the given text, and the document title and canonical that go with it. */
async function expectHeading(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(text)}`));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Follows a news card: returns its title, clicks it and checks the article it leads to. */
async function openCard(page: Page, card: Locator): Promise<string> {
  const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
  expect(title).not.toBe('');
  await card.click();
  await expect(page).toHaveURL(/\/news\/[^/]+\/[^/]+$/);
  await expectHeading(page, title);
  return title;
}

const cards = (page: Page) => page.getByRole('main').locator('article a[href^="/news/"]');

/**
 * The home page's stories as laid out now, after the faces have settled: each one's headline box and
 * photo box, in the page's order (the lead first).
 */
function storyBoxes(page: Page) {
  return page
    .getByRole('main')
    .locator('article')
    .evaluateAll(async (articles) => {
      await document.fonts.ready;
      const box = (element: Element | null) => {
        const { top, bottom, left, right } = element?.getBoundingClientRect() ?? new DOMRect(Number.NaN);
        return { top, bottom, left, right };
      };
      return articles.map((article) => ({
        headline: box(article.querySelector('h2, h3')),
        photo: box(article.querySelector('img')),
      }));
    });
}

test.describe('news journeys', () => {
  test(
    'on a phone the first screen shows the lead story and at least five headlines below it, as rows',
    tags('shell', 'news', 'smoke'),
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      // As the page arrives: the scripts do not change its layout (static.spec.ts, the footer's journey).
      await page.goto('/');
      const [lead, ...rest] = await storyBoxes(page);
      expect(lead?.photo.top).toBeLessThan(844);
      const onFirstScreen = rest.filter(
        ({ headline }) => headline.top >= (lead?.photo.bottom ?? 0) && headline.bottom <= 844,
      );
      expect(onFirstScreen.length).toBeGreaterThanOrEqual(5);
      // Compact rows: each thumbnail beside its headline, not above it.
      for (const { headline, photo } of onFirstScreen) expect(photo.right).toBeLessThanOrEqual(headline.left);

      // A wide screen keeps the cards: the secondary stories' photos above their headlines.
      await page.setViewportSize({ width: 1366, height: 768 });
      const [, second, third] = await storyBoxes(page);
      for (const story of [second, third]) expect(story?.photo.bottom).toBeLessThanOrEqual(story?.headline.top ?? 0);
    },
  );

  test('home → article → author → another article', tags('shell', 'news', 'polls', 'smoke'), async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('जनमत — राजनीति की हर खबर');
    const lead = cards(page).first();
    await expect(lead.locator('img')).toHaveAttribute('loading', 'eager');
    const first = await openCard(page, lead);

    const article = page.getByRole('main').locator('article').first();
    await expect(article.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    const reporter = article.locator('a[href^="/author/"]');
    const name = ((await reporter.textContent()) ?? '').trim();
    await reporter.click();
    await expect(page).toHaveURL(/\/author\/[a-z]+$/);
    await expectHeading(page, name);

    const authorCards = cards(page);
    await expect(authorCards.first()).toBeVisible();
    const count = await authorCards.count();
    let next = authorCards.first();
    for (let i = 0; i < count; i++) {
      const candidate = authorCards.nth(i);
      if (((await candidate.getByRole('heading').textContent()) ?? '').trim() !== first) {
        next = candidate;
        break;
      }
    }
    await openCard(page, next);
  });

  test('nav category → list → article', tags('shell', 'news', 'polls', 'smoke'), async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'चुनाव', exact: true }).click();
    await expect(page).toHaveURL('/news/election');
    await expectHeading(page, 'चुनाव');
    await expect(page.getByRole('navigation', { name: 'ब्रेडक्रंब' })).toContainText('चुनाव');
    await openCard(page, cards(page).first());
  });

  test('state strip → state list', tags('shell', 'news', 'polls', 'smoke'), async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'राज्य' }).getByRole('link', { name: 'बिहार', exact: true }).click();
    await expect(page).toHaveURL(/\/news\/state\/\d+\/bihar$/);
    await expectHeading(page, 'बिहार');
    await expect(cards(page).first()).toHaveAttribute('href', /^\/news\/states\//);
  });

  test('ticker headline → article', tags('shell', 'news', 'polls', 'smoke'), async ({ page }) => {
    // Reduced motion stops the ticker, so its links hold still to be clicked.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const headline = page.getByRole('region', { name: 'ब्रेकिंग न्यूज़' }).getByRole('link').first();
    await expect(headline).toBeVisible({ timeout: 5000 });
    const target = await headline.getAttribute('href');
    await headline.click();
    await expect(page).toHaveURL(target ?? '');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND);
    await expect(page.getByRole('main').locator('article img').first()).toHaveAttribute('fetchpriority', 'high');
  });

  test(
    'voting in the article sidebar poll (news places it, polls records the vote)',
    tags('shell', 'news', 'polls'),
    async ({ page }) => {
      await page.goto('/');
      await openCard(page, cards(page).first());
      const poll = page.getByRole('complementary').locator('section[data-poll-id]').first();
      await expect(poll).toBeVisible();
      // Before the page's scripts run the vote is a plain form (its button enabled); they run on the
      // reader's first interaction, and then the button waits for a choice.
      await poll.getByRole('radio').first().focus();
      await appStarted(page);
      await expect(poll.getByRole('button', { name: 'वोट करें' })).toBeDisabled();
      await poll.getByRole('radio').first().check();
      const answer = nextVoteAnswer(page);
      await poll.getByRole('button', { name: 'वोट करें' }).click();
      const counted = await voteCounted(await answer);
      await expect(poll).toContainText('कुल वोट');
      await expect(page.getByText(counted ? VOTE_THANKS : ALREADY_VOTED, { exact: true })).toBeVisible();
    },
  );

  test.describe('share', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('copy link shows «Copied!» and hides it again', tags('shell', 'news', 'polls', 'smoke'), async ({ page }) => {
      await page.goto('/');
      await openCard(page, cards(page).first());
      await page.getByRole('button', { name: 'लिंक कॉपी करें' }).click();
      const copied = page.getByText('Copied!', { exact: true });
      await expect(copied).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        await page.locator('link[rel="canonical"]').getAttribute('href'),
      );
      await expect(copied).toBeHidden({ timeout: 4000 });
    });

    test(
      "a tap before the page's scripts have run is answered at once, without them",
      tags('shell', 'news', 'polls'),
      async ({ page }) => {
        const lead = (await (await page.request.get('/api/newsall')).json()).data[0];
        // A slow phone: the shell's entry arrives 1.5 s late, so the server-rendered button is tapped first.
        await page.route('**/main.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        });
        await page.goto(`/news/${lead.type}/${lead.url}`, { waitUntil: 'domcontentloaded' });
        const copy = page.getByRole('button', { name: 'लिंक कॉपी करें' });
        await copy.click();
        // Tapped before React started on the page.
        expect(
          await page.evaluate(() =>
            Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer$')),
          ),
        ).toBe(false);
        await expect(page.getByText('Copied!', { exact: true })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          await page.locator('link[rel="canonical"]').getAttribute('href'),
        );
        // Answered before React: it has not started yet (its entry is still on its way).
        expect(
          await page.evaluate(() =>
            Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer$')),
          ),
        ).toBe(false);
      },
    );
  });

  test(
    '/news lists the latest stories; unknown ids show the not-found page',
    tags('shell', 'news', 'smoke'),
    async ({ page }) => {
      await page.goto('/news');
      await expectHeading(page, 'ताज़ा ख़बरें');
      await expect(cards(page).first()).toBeVisible();
      for (const path of ['/news/no-such-category', '/news/national/no-such-story', '/author/zzzzzzzzzzzzzzzz']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
      }
    },
  );
});
