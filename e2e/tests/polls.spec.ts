import AxeBuilder from '@axe-core/playwright';
import type { Poll } from '@janmat/shared/contracts';
import type { Locator, Page } from '@playwright/test';
import { expect, tags, test, visitorHeaders } from '../fixtures/journey';
import { suiteTarget, takeOverrides } from '../fixtures/target';
import { ALREADY_VOTED, nextVoteAnswer, VOTE_THANKS, voteCounted } from '../fixtures/votes';

/**
 * Polls journeys against the production build. Each test is a visitor with an address of its own
 * (`fixtures/visitor.ts`), so it votes as a reader who has not voted yet; a second browser context
 * with the same address is the "same IP" with an empty local storage: the server alone then refuses
 * the repeat vote (409). Against a deployment (E2E_BASE_URL) the tester's own address votes: each
 * journey votes in polls it creates, and a vote in a site poll this address voted in on an earlier
 * run is checked as the refusal it gets (`fixtures/votes.ts`).
 */
const POLL_CREATED = 'Your Poll has been Created Successfully...!!';

/** A title no other run or test has used. */
const uniqueTitle = (text: string) => `${text} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}?`;

const notice = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });

/** The poll widget asking `question` (a region named by its question, before and after voting). */
const pollCard = (page: Page, question: string) => page.getByRole('region', { name: question, exact: true });

async function vote(card: Locator, option: string) {
  await card.getByRole('radio', { name: option, exact: true }).check();
  await card.getByRole('button', { name: 'वोट करें' }).click();
}

/** Each result bar of a card: its option, the whole percentage and the votes it shows. */
async function shares(card: Locator): Promise<{ label: string; percent: number; count: number }[]> {
  const names = await card
    .getByRole('region', { name: 'पोल के नतीजे' })
    .getByRole('img')
    .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-label') ?? ''));
  return names.map((name) => {
    const [, label = '', percent = 'NaN', count = 'NaN'] = /^(.*): (\d+)% \((\d+) वोट\)$/.exec(name) ?? [];
    return { label, percent: Number(percent), count: Number(count) };
  });
}

/** Records every vote request the page sends. */
function watchVotes(page: Page): string[] {
  const votes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/updatepollsres')) votes.push(request.url());
  });
  return votes;
}

/** Accessibility problems axe finds in the page's own content (not the site chrome). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function createPoll(page: Page, title: string, options: string[]) {
  await page.goto('/createmypoll');
  await page.getByRole('textbox', { name: 'पोल का सवाल' }).fill(title);
  for (const [i, option] of options.entries()) {
    await page.getByRole('textbox', { name: new RegExp(`^विकल्प ${i + 1}`) }).fill(option);
  }
  await page.getByRole('button', { name: 'पोल बनाएं' }).click();
  await expect(page).toHaveURL(/\/polls\/\d+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

test.describe('polls', () => {
  test(
    'create a poll, vote, and have a repeat vote refused',
    tags('shell', 'polls'),
    async ({ page, browser }, info) => {
      await page.goto('/createmypoll');
      await page.getByRole('button', { name: 'पोल बनाएं' }).click();
      for (const message of ['Poll Title is required!', 'Option 1 is required!', 'Option 2 is required!']) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }

      const title = uniqueTitle('क्या नई रेल लाइन तय समय पर बनकर तैयार होगी');
      await createPoll(page, title, ['हाँ', 'नहीं', 'कह नहीं सकते']);
      await expect(notice(page, POLL_CREATED)).toBeVisible();
      const pollUrl = page.url();

      const votes = watchVotes(page);
      const card = pollCard(page, title);
      await expect(card.getByRole('button', { name: 'वोट करें' })).toBeDisabled();
      await vote(card, 'हाँ');
      await expect(notice(page, VOTE_THANKS)).toBeVisible();
      await expect(card.getByText('कुल वोट: 1')).toBeVisible();
      await expect(card.getByRole('img', { name: 'हाँ: 100% (1 वोट)' })).toBeVisible();
      await expect(card.getByRole('img', { name: 'नहीं: 0% (0 वोट)' })).toBeVisible();
      expect(votes).toHaveLength(1);

      await page.reload();
      const again = pollCard(page, title);
      await vote(again, 'नहीं');
      await expect(notice(page, ALREADY_VOTED)).toBeVisible();
      await expect(again.getByText('कुल वोट: 1')).toBeVisible();
      expect(votes).toHaveLength(1);

      // Same address, nothing stored in this browser: the server refuses the vote.
      const other = await browser.newContext({ extraHTTPHeaders: visitorHeaders(info) });
      await takeOverrides(other.request, suiteTarget());
      const otherPage = await other.newPage();
      const otherVotes = watchVotes(otherPage);
      await otherPage.goto(pollUrl);
      const otherCard = pollCard(otherPage, title);
      await vote(otherCard, 'नहीं');
      await expect(notice(otherPage, ALREADY_VOTED)).toBeVisible();
      await expect(otherCard.getByText('कुल वोट: 1')).toBeVisible();
      await expect(otherCard.getByRole('img', { name: 'नहीं: 0% (0 वोट)' })).toBeVisible();
      expect(otherVotes).toHaveLength(1);
      await other.close();
    },
  );

  test('a new poll appears in my polls as Published', tags('shell', 'polls'), async ({ page }) => {
    const title = uniqueTitle('क्या शहरों में साइकिल ट्रैक बनने चाहिए');
    await createPoll(page, title, ['हाँ', 'नहीं']);
    await page.goto('/mypolls');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await expect(row.getByText('हाँ: 0 वोट (0%)')).toBeVisible();
    await row.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test("vote in the home page's poll", tags('shell', 'news', 'polls'), async ({ page }) => {
    const serverOnly: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('__federation_expose_pageData')) serverOnly.push(request.url());
    });
    await page.goto('/');
    const card = page.locator('section[data-poll-id]').first();
    await expect(card.getByRole('button', { name: 'वोट करें' })).toBeVisible();
    const option = await card
      .getByRole('radio')
      .first()
      .evaluate((radio) => radio.closest('label')?.textContent ?? '');
    const answer = nextVoteAnswer(page);
    await vote(card, option);
    const counted = await voteCounted(await answer);
    await expect(notice(page, counted ? VOTE_THANKS : ALREADY_VOTED)).toBeVisible();
    await expect(card.getByText(/^कुल वोट: \d+$/)).toBeVisible();
    await expect(card.getByRole('img', { name: new RegExp(`^${option}: \\d+% \\(\\d+ वोट\\)$`) })).toBeVisible();
    // The widget came with its own files: never a section's `pageData`, which only the server reads.
    expect(serverOnly).toEqual([]);
  });

  test("vote in an article's sidebar poll", tags('shell', 'news', 'polls'), async ({ page }) => {
    // The Delhi air-quality story carries site poll 2; other runs may have voted in it already.
    const sitePolls = await page.request.get('/api/pollsatpages');
    const before = ((await sitePolls.json()) as { data: Poll[] }).data.find((poll) => poll.id === 2);
    if (!before) throw new Error('site poll 2 is missing from /api/pollsatpages');
    await page.goto('/news/states/delhi/dilli-vayu-gunvatta-grap-teesra-charan');
    const card = page.getByRole('complementary').getByRole('region', { name: before.name });
    const voted = nextVoteAnswer(page);
    await vote(card, before.op2);
    // Counted: the server answers with the poll's true counts, one more than it had for this option
    // (other visitors may vote meanwhile); refused as a repeat (a deployment): what it had.
    const answer = await voted;
    const counted = await voteCounted(answer);
    await expect(notice(page, counted ? VOTE_THANKS : ALREADY_VOTED)).toBeVisible();
    const after = counted ? ((await answer.json()) as { data: Poll[] }).data[0] : before;
    if (!after) throw new Error('the counted vote was answered without the poll');
    expect(after.res2).toBeGreaterThanOrEqual(before.res2 + (counted ? 1 : 0));
    const total = after.res1 + after.res2 + after.res3 + after.res4;
    await expect(card.getByText(`कुल वोट: ${total}`)).toBeVisible();
    // Whole percentages that add up to 100: each is its exact share rounded down or up.
    const shown = await shares(card);
    expect(shown.reduce((sum, { percent }) => sum + percent, 0)).toBe(100);
    const chosen = shown.find(({ label }) => label === before.op2);
    expect(chosen?.count).toBe(after.res2);
    const exact = (after.res2 * 100) / total;
    expect([Math.floor(exact), Math.ceil(exact)]).toContain(chosen?.percent);
  });

  test('a title with markup shows as text and runs nothing', tags('shell', 'polls'), async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const title = uniqueTitle('<img src=x onerror="window.__pollXss=1;alert(1)"><b>मोटा</b> सवाल क्या है');
    await createPoll(page, title, ['<script>window.__pollXss=2</script>', 'नहीं']);
    await expect(page.getByRole('radio', { name: '<script>window.__pollXss=2</script>' })).toBeVisible();
    await page.goto('/mypolls');
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { __pollXss?: number }).__pollXss)).toBeUndefined();
    await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('the form, a poll before and after voting, and my polls pass axe', tags('shell', 'polls'), async ({ page }) => {
    await page.goto('/createmypoll');
    await page.getByRole('button', { name: 'पोल बनाएं' }).click();
    await expect(page.getByText('Poll Title is required!')).toBeVisible();
    await expectAccessible(page);

    const title = uniqueTitle('क्या गाँवों तक ब्रॉडबैंड पहुँचाना पहली प्राथमिकता हो');
    await createPoll(page, title, ['हाँ', 'नहीं']);
    await expectAccessible(page);
    await vote(pollCard(page, title), 'हाँ');
    await expect(pollCard(page, title).getByText('कुल वोट: 1')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/mypolls');
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
