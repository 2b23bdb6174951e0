import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { hydrated, markDocument, reachFor } from '../fixtures/chrome';
import { pauseAhead } from '../fixtures/clock';
import { holdScripts } from '../fixtures/holdScripts';
import { expect, tags, test } from '../fixtures/journey';

/** Serious accessibility problems inside `selector` (the page's own content, not the site chrome). */
async function expectAccessible(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

async function expectHead(page: Page, title: string, canonicalPath: string) {
  await expect(page).toHaveTitle(title);
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  expect(decodeURI(new URL((await canonical.getAttribute('href')) ?? '').pathname)).toBe(canonicalPath);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('videos', () => {
  test(
    'nav → videos: a grid of named play buttons in 16:9 boxes that become players',
    tags('shell', 'news', 'media', 'polls', 'smoke'),
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'वीडियो', exact: true }).click();
      await expect(page).toHaveURL('/videos');
      await expect(h1(page)).toHaveText('वीडियो');
      await expectHead(page, 'वीडियो | जनमत', '/videos');
      const grid = page.getByRole('list', { name: 'वीडियो' });
      const play = grid.getByRole('button', { name: 'वीडियो 1 चलाएँ' });
      await expect(play).toBeVisible();
      const box = await play.boundingBox();
      expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(9 / 16, 2);
      // Nothing asks the video host before the tap: the players' frames wait empty and hidden.
      await expect(page.locator('main iframe[src]')).toHaveCount(0);
      await expect(page.locator('main iframe').first()).toBeHidden();
      await play.click();
      const player = page.getByTitle('वीडियो 1');
      await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/);
      await expect(player).toHaveAttribute('allowfullscreen', '');
      await expectAccessible(page, 'main');
    },
  );

  for (const [width, columns] of [
    [412, 1],
    [800, 2],
    [1280, 4],
  ] as const) {
    test(`videos grid has ${columns} column(s) at ${width} px`, tags('shell', 'media', 'smoke'), async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/videos');
      const grid = page.getByRole('list', { name: 'वीडियो' });
      await expect(grid.getByRole('button').first()).toBeVisible();
      const tracks = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(tracks).toBe(columns);
      const lefts = await grid
        .getByRole('listitem')
        .evaluateAll((items) => items.map((i) => i.getBoundingClientRect().left));
      expect(new Set(lefts).size).toBe(columns);
    });
  }
});

test.describe('web stories', () => {
  const slideTitle = (dialog: Locator) => dialog.getByRole('heading', { level: 2 });

  test(
    'filter → card → slider advances by itself, follows arrow keys, closes',
    tags('shell', 'media', 'smoke'),
    async ({ page }) => {
      await page.clock.install();
      await page.goto('/web-stories');
      await expect(h1(page)).toHaveText('वेब स्टोरी');
      const filter = page.getByRole('group', { name: 'श्रेणी चुनें' });
      const all = filter.getByRole('button').first();
      await expect(all).toHaveText('सभी वेब स्टोरी');
      await expect(all).toHaveAttribute('aria-pressed', 'true');
      await expectAccessible(page, 'main');

      const category = filter.getByRole('button').nth(1);
      const categoryName = (await category.textContent()) ?? '';
      await category.click();
      await expect(category).toHaveAttribute('aria-pressed', 'true');
      await expect(all).toHaveAttribute('aria-pressed', 'false');
      const cards = page.getByRole('list', { name: 'वेब स्टोरी' }).getByRole('link');
      await expect(cards.first()).toBeVisible();
      // Each card leads to its own story in that category's slider (once the category's list is shown).
      const hrefsOf = () => cards.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      await expect.poll(async () => new Set((await hrefsOf()).map((href) => href.split('?')[0])).size).toBe(1);
      const hrefs = await hrefsOf();
      for (const href of hrefs) expect(href).toMatch(/^\/web-story-slider\/[\w-]+\?story=\d+$/);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      const titles = await page.getByRole('list', { name: 'वेब स्टोरी' }).getByRole('heading').allTextContents();
      expect(titles.length).toBeGreaterThan(1);

      // With React on the list, a card opens its slider in the page, without loading another: the
      // slider's 5 s then start as it is drawn, on the page's (test-controlled) clock.
      await expect.poll(() => hydrated(cards.first())).toBe(true);
      const samePage = await markDocument(page);
      await cards.first().click();
      await expect(page).toHaveURL(hrefs[0] ?? '');
      expect(await samePage(), 'the slider opened in the page').toBe(true);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.mouse.move(1, 1);
      await expect(dialog.getByRole('heading', { level: 1 })).toContainText(categoryName);
      await expect(slideTitle(dialog)).toHaveText(titles[0] ?? '');
      const viewport = page.viewportSize();
      const dialogBox = await dialog.boundingBox();
      expect(dialogBox).toEqual({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });

      await pauseAhead(page, 50);
      await page.clock.runFor(5000);
      await expect(slideTitle(dialog)).toHaveText(titles[1] ?? '');
      await expect(dialog.getByRole('button', { name: /^स्टोरी 2 \// })).toHaveAttribute('aria-current', 'step');

      // Every change locks the slider for 500 ms, the automatic one too.
      await page.keyboard.press('ArrowLeft');
      await expect(slideTitle(dialog)).toHaveText(titles[1] ?? '');
      await page.clock.runFor(500);
      await page.keyboard.press('ArrowLeft');
      await expect(slideTitle(dialog)).toHaveText(titles[0] ?? '');
      await page.clock.runFor(500);
      await page.keyboard.press('ArrowRight');
      await expect(slideTitle(dialog)).toHaveText(titles[1] ?? '');

      await dialog.getByRole('link', { name: 'बंद करें' }).click();
      await expect(page).toHaveURL('/web-stories');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  );

  test(
    'a progress bar jumps to its slide; /web-story-slider shows every story',
    tags('shell', 'media', 'smoke'),
    async ({ page }) => {
      await page.goto('/web-story-slider');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 1 })).toHaveText('सभी वेब स्टोरी');
      const bars = dialog.getByRole('button', { name: /^स्टोरी \d+ \// });
      await expect(bars.first()).toBeVisible();
      const count = await bars.count();
      expect(count).toBeGreaterThan(5);
      await bars.nth(3).click();
      await expect(bars.nth(3)).toHaveAttribute('aria-current', 'step');
      await expectHead(page, 'वेब स्टोरी | जनमत', '/web-story-slider');
      await expectAccessible(page, 'dialog');
    },
  );

  test(
    'the slider’s first picture comes in the server’s HTML, preloaded, sized and shown before any script',
    tags('shell', 'media', 'smoke', 'server-view'),
    async ({ browser, page }) => {
      const [first] = (await (await page.request.get('/api/stories')).json()).data;
      const html = await (await page.request.get('/web-story-slider')).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const preload = head.match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g)?.find((l) => l.includes(first.photo));
      expect(preload, 'the first picture is preloaded').toMatch(/fetchpriority="high"/i);
      const img = html.match(new RegExp(`<img[^>]*src="${first.photo}"[^>]*>`))?.[0];
      expect(img).toMatch(/width="720"[^>]*height="1280"/);
      expect(img).toMatch(/fetchpriority="high"/i);
      expect(img).not.toMatch(/loading="lazy"/);

      // Before the scripts run (here: never), the slide is on the screen, not in a closed <dialog>.
      const scriptless = await browser.newContext({ javaScriptEnabled: false });
      const bare = await scriptless.newPage();
      await bare.goto('/web-story-slider');
      await expect(bare.getByRole('img', { name: first.title })).toBeVisible();
      await expect(bare.getByRole('heading', { level: 2, name: first.title })).toBeInViewport();
      await scriptless.close();
    },
  );

  test(
    "an arrow tapped before the slider's scripts have run shows the next picture at once, then moves to that story once",
    tags('shell', 'media'),
    async ({ page }) => {
      const [first, second] = (await (await page.request.get('/api/stories')).json()).data;
      // The slider stays on a slide under reduced motion: only the reader moves it.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // A slow phone: the shell's entry arrives late, so the server-rendered arrow is tapped first.
      const release = await holdScripts(page);
      await page.goto('/web-story-slider', { waitUntil: 'domcontentloaded' });
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(first.title);
      await dialog.getByRole('button', { name: 'अगली स्टोरी' }).click();
      // Before React: the next story's picture is on the screen.
      await expect(dialog.locator('figure img')).toHaveAttribute('src', second.photo);
      release();
      // React, once it runs, moves to that story (caption and all) exactly once.
      await expect(slideTitle(dialog)).toHaveText(second.title);
      await expect(dialog.locator('figure img')).toHaveAttribute('src', second.photo);
      await expect(dialog.getByText(`· 2/`)).toBeVisible();
    },
  );

  test(
    'under prefers-reduced-motion the slider stays on its slide',
    tags('shell', 'media', 'smoke'),
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await page.goto('/web-story-slider');
      const dialog = page.getByRole('dialog');
      const first = (await slideTitle(dialog).textContent()) ?? '';
      expect(first).not.toBe('');
      await expect(dialog.getByRole('button', { name: 'स्टोरी रोकें' })).toHaveCount(0);
      await page.clock.runFor(12_000);
      await expect(slideTitle(dialog)).toHaveText(first);
      await dialog.getByRole('button', { name: 'अगली स्टोरी' }).click();
      await expect(slideTitle(dialog)).not.toHaveText(first);
    },
  );
});

test.describe('photos', () => {
  test('photos → album → back', tags('shell', 'media', 'smoke'), async ({ page }) => {
    await page.goto('/photos');
    await expect(h1(page)).toHaveText('फोटो गैलरी');
    await expectHead(page, 'फोटो गैलरी | जनमत', '/photos');
    const card = page.getByRole('list', { name: 'एल्बम' }).getByRole('link').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const target = (await card.getAttribute('href')) ?? '';
    expect(target).toMatch(/^\/photos\/[^/]+\/[^/]+$/);
    await card.click();
    await expect(page).toHaveURL(target);
    await expect(h1(page)).toHaveText(name);
    await expectHead(page, `${name} | जनमत फ़ोटो गैलरी`, decodeURI(target));
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
    const photos = page.getByRole('list', { name: 'फोटो' }).getByRole('img');
    await expect(photos.first()).toBeVisible();
    expect(await photos.count()).toBeGreaterThan(1);
    await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
    await expectAccessible(page, 'main');
    await page.goBack();
    await expect(page).toHaveURL('/photos');
    await expect(h1(page)).toHaveText('फोटो गैलरी');
  });

  test('an unknown album shows the not-found page', tags('shell', 'media', 'smoke'), async ({ page }) => {
    await page.goto('/photos/no-such-album/x');
    await expect(h1(page)).toHaveText('पेज नहीं मिला');
  });
});

test.describe('astrology', () => {
  test('astrology grid → sign page → another sign', tags('shell', 'media', 'smoke'), async ({ page }) => {
    await page.goto('/astrology');
    await expect(h1(page)).toHaveText('आज का राशिफल');
    const signs = page.getByRole('list', { name: 'राशियाँ' }).getByRole('link');
    await expect(signs).toHaveCount(12);
    await expectAccessible(page, 'main');
    await signs.first().click();
    await expect(page).toHaveURL('/astrology/leo');
    await expect(h1(page)).toHaveText(/मेष राशिफल/);
    await expectHead(page, 'मेष राशिफल | जनमत', '/astrology/leo');
    await expect(page.locator('main p').first()).not.toBeEmpty();
    const others = page.getByRole('list', { name: 'अन्य राशियाँ' }).getByRole('link');
    await expect(others).toHaveCount(11);
    await others.getByText('वृषभ').click();
    await expect(page).toHaveURL('/astrology/cancer');
    await expect(h1(page)).toHaveText(/वृषभ राशिफल/);
  });

  test('an unknown sign shows the not-found page', tags('shell', 'media', 'smoke'), async ({ page }) => {
    await page.goto('/astrology/dragon');
    await expect(h1(page)).toHaveText('पेज नहीं मिला');
  });

  test('the yes/no poll votes locally and can vote again', tags('shell', 'media', 'smoke'), async ({ page }) => {
    const apiCalls: string[] = [];
    await page.goto('/astrology');
    // The buttons answer once the page's scripts run: they load when the reader reaches for the page.
    await reachFor(page);
    await page.waitForLoadState('networkidle');
    // The page's own data, fetched as the app takes the page over at the first tap on a button, is
    // not the vote's: the vote itself asks the API nothing.
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/') && !path.startsWith('/api/page-state/')) apiCalls.push(request.url());
    });
    await page.getByRole('button', { name: 'हाँ', exact: true }).click();
    await expect(page.getByText('हाँ: 65% (66 वोट)')).toBeVisible();
    await expect(page.getByText(/कुल वोट: 101/)).toBeVisible();
    await page.getByRole('button', { name: 'फिर से वोट करें' }).click();
    await page.getByRole('button', { name: 'नहीं', exact: true }).click();
    await expect(page.getByText('नहीं: 36% (36 वोट)')).toBeVisible();
    await expect(page.getByText('हाँ: 64% (65 वोट)')).toBeVisible();
    expect(apiCalls).toEqual([]);
  });

  test(
    'home zodiac icon → sign page (across remotes)',
    tags('shell', 'news', 'media', 'polls', 'smoke'),
    async ({ page }) => {
      await page.goto('/');
      await page.locator('main a[href="/astrology/leo"]').first().click();
      await expect(page).toHaveURL('/astrology/leo');
      await expect(h1(page)).toHaveText(/मेष राशिफल/);
    },
  );
});
