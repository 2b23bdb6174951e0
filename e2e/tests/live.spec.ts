import type { APIRequestContext } from '@playwright/test';
import { reachFor } from '../fixtures/chrome';
import { NEWSROOM_ADMIN } from '../fixtures/env';
import { expect, tags, test } from '../fixtures/journey';
import { expectNoSeriousViolations } from '../fixtures/newsroom';

/** The newsroom's API as an editor's browser calls it: signed in, with the session's CSRF token. */
async function editorApi(request: APIRequestContext) {
  const signin = await request.post('/api/newsroom/signin', { data: NEWSROOM_ADMIN });
  expect(signin.status()).toBe(200);
  const headers = { 'x-csrf-token': (await signin.json()).csrfToken as string };
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown, more = {}) => {
    const res = await request.fetch(url, { method, headers: { ...headers, ...more }, data });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return res;
  };
  return { send, get: (url: string) => request.get(url) };
}

/**
 * A live article of the test's own: written, published and marked live through the newsroom API, so
 * no other journey's page changes; `end` unpublishes it.
 */
async function liveArticle(api: Awaited<ReturnType<typeof editorApi>>) {
  const authors = await (await api.get('/api/newsroom/authors')).json();
  // Publishing needs a photo: the lead story's will do.
  const lead = (await (await api.get('/api/newsall')).json()).data[0];
  const title = `लाइव मतगणना ${Date.now().toString(36)}`;
  const article = (await (
    await api.send('POST', '/api/newsroom/articles', {
      title,
      category: 'national',
      reporterId: authors.data[0].id,
      photo: lead.photo,
      body: '<p>मतगणना के रुझान यहाँ मिलेंगे।</p>',
    })
  ).json()) as { id: number; slug: string; version: number };
  const published = await api.send(
    'POST',
    `/api/newsroom/articles/${article.id}/publish`,
    {},
    {
      'if-match': `"${article.version}"`,
    },
  );
  await api.send('PUT', `/api/newsroom/live/${article.id}`, { live: true });
  return {
    ...article,
    title,
    path: `/news/national/${article.slug}`,
    end: async () => {
      const version = (await published.json()).version as number;
      await api.send('PUT', `/api/newsroom/live/${article.id}`, { live: false });
      await api.send('POST', `/api/newsroom/articles/${article.id}/unpublish`, {}, { 'if-match': `"${version}"` });
    },
  };
}

test.describe('live page', () => {
  test(
    'an editor posts an update through the newsroom API: an open reader page offers «1 नया अपडेट» within 10 s and tells screen readers',
    tags('shell', 'news', 'polls', 'local'),
    async ({ page, request }) => {
      const api = await editorApi(request);
      const article = await liveArticle(api);
      try {
        await page.clock.install();
        await page.goto(article.path);
        await expect(page.getByRole('heading', { level: 2, name: /लाइव अपडेट/ })).toBeVisible();
        await expect(page.getByText('अभी कोई अपडेट नहीं है।')).toBeVisible();
        const title = await page.title();

        // The page's scripts run on the reader's first touch (decision 0018); then it asks at once.
        const firstAsk = page.waitForResponse((res) => res.url().includes(`/api/live/${article.id}?after=0`));
        await reachFor(page);
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
