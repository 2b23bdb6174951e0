import type { Locator, Page } from '@playwright/test';
import { expect, tags, test } from '../fixtures/journey';
import { ALREADY_VOTED, VOTE_THANKS } from '../fixtures/votes';

/**
 * Voting in a browser that runs no scripts: the poll card's form is a plain HTML form posted to the
 * page it is on; the server counts the vote (one per visitor, as the API does) and sends the reader
 * back to that page, where the card shows its results with the thanks, or the repeat-vote text.
 */
test.use({ javaScriptEnabled: false });

/** The total the card shows, as a number. */
async function totalOf(card: Locator): Promise<number> {
  const text = await card.getByText(/^कुल वोट: \d+$/).textContent();
  return Number(text?.replace(/\D/g, ''));
}

/** Chooses the card's first option and sends the form; answers that option's label. */
async function voteFirstOption(card: Locator): Promise<string> {
  const radio = card.getByRole('radio').first();
  const label = (await radio.evaluate((input) => input.closest('label')?.textContent)) ?? '';
  await radio.check();
  await card.getByRole('button', { name: 'वोट करें' }).click();
  return label;
}

const cardOf = (page: Page) => page.locator('section[data-poll-id]').first();

test(
  "vote on a poll's page without scripts: the results with the thanks, then the repeat-vote text",
  tags('shell', 'polls', 'server-view'),
  async ({ page }) => {
    const created = await page.request.post('/api/createmypoll', {
      data: {
        name: `क्या बिना स्क्रिप्ट के वोट गिना जाता है ${Date.now().toString(36)}?`,
        poll_id: 10,
        op1: 'हाँ',
        op2: 'नहीं',
      },
    });
    const poll = (await created.json()).data[0] as { poll_id: number };
    await page.goto(`/polls/${poll.poll_id}/x`);
    const card = cardOf(page);
    await expect(page.getByText('JavaScript चालू करें')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'वोट करें' })).toBeEnabled();

    await voteFirstOption(card);
    await expect(page).toHaveURL(
      new RegExp(`/polls/${poll.poll_id}/[^?]+\\?vote=done&poll=${poll.poll_id}#poll-${poll.poll_id}$`),
    );
    await expect(card.getByRole('status')).toHaveText(VOTE_THANKS);
    await expect(card.getByRole('img', { name: 'हाँ: 100% (1 वोट)' })).toBeVisible();
    expect(await totalOf(card)).toBe(1);

    // The same reader on the poll's page again (a second tab, the back button): counted once.
    await page.goto(`/polls/${poll.poll_id}/x`);
    await voteFirstOption(cardOf(page));
    await expect(page).toHaveURL(new RegExp(`\\?vote=repeat&poll=${poll.poll_id}#poll-${poll.poll_id}$`));
    await expect(cardOf(page).getByRole('status')).toHaveText(ALREADY_VOTED);
    expect(await totalOf(cardOf(page))).toBe(1);
  },
);

test(
  "vote in the home page's poll without scripts: the results with the thanks, then the repeat-vote text",
  tags('shell', 'news', 'polls', 'server-view'),
  async ({ page }) => {
    await page.goto('/');
    const card = cardOf(page);
    const pollId = await card.getAttribute('data-poll-id');
    await expect(card.getByRole('button', { name: 'वोट करें' })).toBeEnabled();

    const option = await voteFirstOption(card);
    await expect(page).toHaveURL(`/?vote=done&poll=${pollId}#poll-${pollId}`);
    await expect(cardOf(page).getByRole('status')).toHaveText(VOTE_THANKS);
    await expect(
      cardOf(page).getByRole('img', { name: new RegExp(`^${option}: \\d+% \\(\\d+ वोट\\)$`) }),
    ).toBeVisible();
    await expect(cardOf(page)).toBeInViewport();
    const total = await totalOf(cardOf(page));

    await page.goto('/');
    await voteFirstOption(cardOf(page));
    await expect(page).toHaveURL(`/?vote=repeat&poll=${pollId}#poll-${pollId}`);
    await expect(cardOf(page).getByRole('status')).toHaveText(ALREADY_VOTED);
    expect(await totalOf(cardOf(page))).toBe(total);
  },
);
