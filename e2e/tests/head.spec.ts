import type { Page } from '@playwright/test';
import { pageHeading } from '../fixtures/chrome';
import { expect, tags, test } from '../fixtures/journey';
import { everyPageType, onePageOfEachType } from '../fixtures/pageTypes';

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

  test(
    "structured data: a BreadcrumbList wherever a breadcrumb is shown, the home page's WebSite and Organization, absolute addresses",
    tags('shell', 'news', 'media', 'polls', 'static'),
    async ({ request, baseURL }) => {
      for (const { name, path, status } of await everyPageType(request)) {
        const response = await request.get(path, { headers: { accept: 'text/html' } });
        expect(response.status(), name).toBe(status);
        const html = await response.text();
        const lds = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
          ([, json]) => JSON.parse(json ?? 'null') as Record<string, unknown>,
        );
        expect(
          lds.map((ld) => ld['@context']),
          `${name}: schema.org`,
        ).toEqual(lds.map(() => 'https://schema.org'));
        const types = lds.map((ld) => ld['@type']);
        const breadcrumb = html.includes('<nav aria-label="ब्रेडक्रंब">');
        expect(
          types.filter((type) => type === 'BreadcrumbList'),
          `${name}: its trail`,
        ).toHaveLength(breadcrumb ? 1 : 0);
        if (path === '/') expect(types, 'home').toEqual(expect.arrayContaining(['WebSite', 'Organization']));
        for (const ld of lds.filter((one) => one['@type'] === 'BreadcrumbList')) {
          const items = ld.itemListElement as { position: number; item?: string }[];
          expect(
            items.map((item) => item.position),
            `${name}: positions`,
          ).toEqual(items.map((_, index) => index + 1));
          const addresses = items.flatMap(({ item }) => (item === undefined ? [] : [item]));
          expect(
            addresses.filter((address) => !address.startsWith(`${baseURL}/`)),
            `${name}: absolute addresses on the site`,
          ).toEqual([]);
        }
      }
    },
  );
});
