import { encodeAuthorId, href, slugify } from '@janmat/shared/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { pageHeading } from '../fixtures/chrome';
import { expect, tags, test } from '../fixtures/journey';

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

async function firstOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const { data } = (await (await request.get(path)).json()) as { data: T[] };
  return data[0] as T;
}

/** One page of each type, found from the API as a reader would reach it. */
async function pageTypes(request: APIRequestContext): Promise<{ name: string; path: string; article?: boolean }[]> {
  const lead = await firstOf<{ type: string; url: string; reporter: number }>(request, '/api/newsall');
  const album = await firstOf<{ code: string; slug: string }>(request, '/api/photos');
  const poll = await firstOf<{ poll_id: number; name: string }>(request, '/api/pollsatpages');
  return [
    { name: 'home', path: href.home() },
    { name: 'list', path: href.newsList({ type: 'national' }) },
    { name: 'article', path: href.article({ type: lead.type, url: lead.url }), article: true },
    { name: 'author', path: href.author({ id: encodeAuthorId(lead.reporter) }) },
    { name: 'videos', path: '/videos' },
    { name: 'album', path: href.album({ code: album.code, name: album.slug }) },
    { name: 'horoscope', path: '/astrology/leo' },
    { name: 'static page', path: href.about() },
    { name: 'poll', path: href.sitePoll({ id: poll.poll_id, name: slugify(poll.name) }) },
    { name: 'create poll', path: '/createmypoll' },
    { name: 'not found', path: '/no-such-page' },
  ];
}

async function serverHead(page: Page, path: string): Promise<Head> {
  await page.goto(path);
  return page.evaluate(readHead);
}

test.describe('head tags', () => {
  test(
    "the server's head and the booted page's head are the same on every page type",
    tags('shell', 'news', 'media', 'polls', 'static'),
    async ({ page, browser, request }) => {
      test.setTimeout(120_000);
      const scriptless = await browser.newContext({ javaScriptEnabled: false });
      const server = await scriptless.newPage();
      try {
        for (const { name, path, article } of await pageTypes(request)) {
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
