import { NEWSROOM_ADMIN } from '../fixtures/env';
import { expect, tags, test } from '../fixtures/journey';
import { signIn } from '../fixtures/newsroom';
import { journeyElection } from '../fixtures/results';

test.describe('results without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'a reader sees the tally as a chart and a table, finds a seat typed in Latin and opens it, all without scripts',
    tags('shell', 'news', 'local'),
    async ({ page, request }) => {
      const election = await journeyElection(request);
      await election.count(1, 1, 2, { 11: 123_456, 12: 100_000 });
      await election.count(1, 2, 2, { 11: 10, 12: 5 }, true);
      await page.goto(election.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('जर्नी चुनाव');
      await expect(page.getByRole('img', { name: /पार्टियों की जीती और आगे चल रही सीटें/ })).toBeVisible();
      const table = page.getByRole('table', { name: 'पार्टीवार स्थिति' });
      await expect(table.getByRole('row', { name: /भारतीय जनता पार्टी/ })).toContainText('1');
      await expect(page.getByRole('link', { name: 'भाजपा ने राजद से पटना साहिब सीट छीनी' })).toBeVisible();
      await expect(page.getByRole('link', { name: '2. दानापुर, गिनती बाकी' })).toBeVisible();

      const finder = page.getByRole('form', { name: 'अपनी सीट खोजें' });
      await finder.getByRole('searchbox').fill('danapoor');
      await finder.getByRole('button', { name: 'खोजें' }).click();
      await expect(page).toHaveURL(`${election.path}?q=danapoor`);
      await page.getByRole('link', { name: '2. दानापुर (Danapur), पटना' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('2. दानापुर');

      await page.goto(`${election.path}/patna-sahib`);
      const seat = page.getByRole('table', { name: 'पटना साहिब: राउंड 2 / 2' });
      await expect(seat.getByRole('row', { name: /नंद किशोर/ })).toContainText('1,23,466');
      await expect(seat.getByRole('row', { name: /नंद किशोर/ })).toContainText('जीते');
    },
  );
});

test(
  'an open results page follows the count: a batch shows within a poll, told politely, the rows in place',
  tags('shell', 'news', 'local'),
  async ({ page, request }) => {
    const election = await journeyElection(request);
    await election.count(2, 1, 10, { 21: 500, 22: 400 });
    await page.clock.install();
    await page.goto(election.path);
    const table = page.getByRole('table', { name: 'पार्टीवार स्थिति' });
    await expect(table.getByRole('row', { name: /राष्ट्रीय जनता दल/ })).toContainText('01');
    // The page's scripts come as it shows (a counting election asks by itself): the first poll.
    await page.getByRole('heading', { level: 1 }).hover();
    await election.count(2, 2, 10, { 21: 0, 22: 300 });
    const nextAsk = page.waitForResponse((res) => res.url().endsWith(`/api/results/${election.slug}`));
    await page.clock.fastForward(10_000);
    await nextAsk;
    await expect(page.getByRole('status').filter({ hasText: 'नतीजे अपडेट हुए।' })).toHaveCount(1);
    await expect(table.getByRole('row', { name: /भारतीय जनता पार्टी/ })).toContainText('01');
    const names = await table.getByRole('rowheader').allTextContents();
    expect(names).toEqual(['राष्ट्रीय जनता दल', 'भारतीय जनता पार्टी']);
  },
);

test(
  'an editor enters a round from the keyboard on the «नतीजे» desk, and readers get it',
  tags('shell', 'newsroom', 'news', 'local'),
  async ({ page, request }) => {
    const election = await journeyElection(request);
    await signIn(page, NEWSROOM_ADMIN);
    await page.goto(`/newsroom/results/${election.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'नतीजे: जर्नी चुनाव' })).toBeVisible();
    await page.getByLabel('सीट संख्या').fill('1');
    await page.getByLabel('कुल राउंड').fill('12');
    await page.getByLabel('नंद किशोर (BJP)').fill('4210');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3990');
    await page.keyboard.press('Enter');
    await expect(page.getByText('पटना साहिब: राउंड 1 भेजा गया।')).toBeVisible();
    await expect(page.getByLabel('राउंड', { exact: true })).toHaveValue('2');
    await expect(page.getByLabel('नंद किशोर (BJP)')).toBeFocused();
    const seat = await (await request.get(`/api/results/${election.slug}/patna-sahib`)).json();
    expect(seat.candidates.map((c: { id: number; votes: number }) => [c.id, c.votes])).toEqual([
      [11, 4210],
      [12, 3990],
    ]);
    // The audit log says what changed and who did it.
    await expect(page.getByRole('cell', { name: 'गिनती', exact: true }).first()).toBeVisible();
  },
);
