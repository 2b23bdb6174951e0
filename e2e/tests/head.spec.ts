import type { Page } from '@playwright/test';
import { pageHeading } from '../fixtures/chrome';
import { expect, tags, test } from '../fixtures/journey';
import { onePageOfEachType } from '../fixtures/pageTypes';

/**
 * One source for head tags: each page's own title, description, canonical link, Open Graph and
 * Twitter tags and NewsArticle JSON-LD are in the HTML the server sends (what link previewers and
 * crawlers read) and are the same once the app has booted.
 */
interface Head {
  titles: string[];
  metas: string[];
  canonical: string[];
  jsonLd: unknown[];
}

/** The document's head as a crawler reads it (run in the page). */
function readHead(): Head {
  const named = [...document.head.querySelectorAll('meta[name], meta[property]')]
    .map((meta) => `${meta.getAttribute('name') ?? meta.getAttribute('property')}=${meta.getAttribute('content')}`)
    .filter((entry) => !/^(viewport|theme-color)=/.test(entry));
  return {
    titles: [...document.head.querySelectorAll('title')].map((title) => title.textContent ?? ''),
    metas: named.sort(),
    canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? 'null'),
    ),
  };
}

async function serverHead(page: Page, path: string): Promise<Head> {
  await page.goto(path);
  return page.evaluate(readHead);
}

test.describe('head tags', () => {
  test(
    "the server's head and the booted page's head are the same on every page type",
    tags('shell', 'news', 'media', 'polls', 'static', 'server-view'),
    async ({ page, browser, request }) => {
      test.setTimeout(120_000);
      const scriptless = await browser.newContext({ javaScriptEnabled: false });
      const server = await scriptless.newPage();
      try {
        for (const { name, path, article } of await onePageOfEachType(request)) {
          const sent = await serverHead(server, path);
          expect(sent.titles, `${name}: one title in the server's HTML`).toHaveLength(1);
          expect(sent.canonical, `${name}: one canonical link`).toHaveLength(1);
          expect(sent.metas, `${name}: a description`).toContainEqual(expect.stringMatching(/^description=.+/));
          expect(sent.metas, `${name}: a share image`).toContainEqual(
            expect.stringMatching(/^og:image=https?:\/\/.+\.(png|jpg)$/),
          );
          if (article) {
            expect(sent.metas, `${name}: og:type`).toContain('og:type=article');
            const [ld] = sent.jsonLd as Record<string, unknown>[];
            expect(ld, `${name}: NewsArticle`).toMatchObject({
              '@type': 'NewsArticle',
              headline: expect.any(String),
              image: expect.anything(),
              datePublished: expect.any(String),
              author: expect.anything(),
              publisher: expect.objectContaining({ logo: expect.anything() }),
            });
          }

          await page.goto(path);
          await expect(pageHeading(page), name).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(await page.evaluate(readHead), `${name}: head after boot`).toEqual(sent);
        }
      } finally {
        await scriptless.close();
      }
    },
  );
});
