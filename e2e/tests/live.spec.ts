import { expect, tags, test } from '../fixtures/journey';
import { editorApi, liveArticle } from '../fixtures/liveArticle';
import { expectNoSeriousViolations } from '../fixtures/newsroom';

test.describe('live page', () => {
  test(
    'an editor posts an update through the newsroom API: an open reader page offers «1 नया अपडेट» within 10 s and tells screen readers',
    tags('shell', 'news', 'polls', 'local'),
    async ({ page, request }) => {
      const api = await editorApi(request);
      const article = await liveArticle(api);
      try {
        await page.clock.install();
        // A live page's scripts do not wait for the reader's first touch (decision 0018): untouched,
        // it asks for updates by itself.
        const firstAsk = page.waitForResponse((res) => res.url().includes(`/api/live/${article.id}?after=0`));
        await page.goto(article.path);
        await expect(page.getByRole('heading', { level: 2, name: /लाइव अपडेट/ })).toBeVisible();
        await expect(page.getByText('अभी कोई अपडेट नहीं है।')).toBeVisible();
        const title = await page.title();

        await firstAsk;

        await api.send('POST', `/api/newsroom/live/${article.id}/updates`, {
          body: '<p>पहला रुझान: कड़ा मुक़ाबला।</p>',
          keyEvent: true,
        });
        const nextAsk = page.waitForResponse((res) => res.url().includes(`/api/live/${article.id}?after=0`));
        await page.clock.fastForward(10_000);
        await nextAsk;

        const button = page.getByRole('button', { name: '1 नया अपडेट' });
        await expect(button).toBeVisible();
        // Announced politely, and counted in the title; nothing is inserted until the reader asks.
        await expect(page.locator('[aria-live="polite"]', { hasText: '1 नया अपडेट आए हैं' })).toHaveCount(1);
        await expect(page).toHaveTitle(`(1) ${title}`);
        await expect(page.getByText('पहला रुझान: कड़ा मुक़ाबला।')).toHaveCount(0);

        // The live page with its button passes axe (WCAG 2.1 A and AA).
        await expectNoSeriousViolations(page);
        await button.click();
        await expect(page.getByText('पहला रुझान: कड़ा मुक़ाबला।')).toBeVisible();
        await expect(page).toHaveTitle(title);
      } finally {
        await article.end();
      }
    },
  );
});
