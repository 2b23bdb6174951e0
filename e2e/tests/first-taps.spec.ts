import type { Page } from '@playwright/test';
import { appStarted, hydrated, pageHeading } from '../fixtures/chrome';
import { holdScripts } from '../fixtures/holdScripts';
import { expect, tags, test } from '../fixtures/journey';
import { VOTE_THANKS } from '../fixtures/votes';

// Every control answers its first tap before the page's scripts have come (a page that is read asks
// for them on that tap; here they are held as on a slow phone), and without any script the header's
// buttons and the story slider still lead somewhere. docs/first-taps.md lists each control.

const searchField = (page: Page) =>
  page.getByRole('search', { name: 'ख़बरें खोजें' }).getByRole('combobox', { name: 'खोज के शब्द' });
const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'खोजें' });

test.describe('before the scripts', () => {
  test(
    'a reader chooses a poll option, opens the search field and types before the scripts: hydration keeps it all, and suggestions join',
    tags('shell', 'news', 'polls'),
    async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/');
      const option = page.locator('section[data-poll-id]').first().getByRole('radio').first();
      await option.check();
      await searchButton(page).click();
      const field = searchField(page);
      await expect(field).toBeFocused();
      await field.pressSequentially('chunav');
      expect(await hydrated(searchButton(page)), 'the scripts are held: all of this was the page itself').toBe(false);

      release();
      await appStarted(page);
      await expect.poll(() => hydrated(field)).toBe(true);
      await expect(field).toBeVisible();
      await expect(field).toHaveValue('chunav');
      await expect(field).toBeFocused();
      await expect(option).toBeChecked();
      // The field is React's now: its suggestions come as the reader goes on typing.
      await field.pressSequentially(' aayog');
      await expect(page.getByRole('listbox', { name: 'सुझाई गई ख़बरें' }).getByRole('option').first()).toBeVisible();
    },
  );

  test(
    'the side menu opened before the scripts stays open as they come, offers the theme and text size, and closes',
    tags('shell', 'news', 'polls'),
    async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/');
      const button = page.getByRole('banner').getByRole('button', { name: 'मेन्यू', exact: true });
      await button.click();
      const menu = page.getByRole('dialog', { name: 'मेन्यू' });
      await expect(menu).toBeVisible();

      release();
      await appStarted(page);
      const close = menu.getByRole('button', { name: 'मेन्यू बंद करें' });
      // The menu stays the page's own on a read page; its island draws the appearance's choices.
      await expect(menu.getByRole('radio', { name: 'गहरा' })).toBeVisible();
      await expect(menu).toBeVisible();
      await close.click();
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    },
  );

  test(
    "a vote's submit shows at once that it is taken, and the vote is counted when the scripts come",
    tags('shell', 'polls'),
    async ({ page }) => {
      const poll = (await (await page.request.get('/api/pollsathome')).json()).data[0];
      const release = await holdScripts(page);
      await page.goto(`/pp/polls/${poll.id}/poll`);
      const card = page.locator('section[data-poll-id]').first();
      await card.getByRole('radio').first().check();
      const submit = card.getByRole('button', { name: 'वोट करें' });
      await submit.click();
      await expect(submit).toHaveAttribute('aria-busy', 'true');
      await expect(submit).toHaveAttribute('data-pending', '');

      release();
      await expect(page.getByText(VOTE_THANKS)).toBeVisible();
      await expect(card.getByText(/\(आपका वोट\)/)).toBeVisible();
      await expect(card.getByRole('button', { name: 'वोट करें' })).toHaveCount(0);
    },
  );

  test(
    'a web-story filter shows as chosen at once with its stories alone, and hydration keeps them',
    tags('shell', 'media'),
    async ({ page }) => {
      const [category] = (await (await page.request.get('/api/webstorycategories')).json()).data;
      const release = await holdScripts(page);
      await page.goto('/web-stories');
      const filters = page.getByRole('group', { name: 'श्रेणी चुनें' });
      const chosen = filters.getByRole('button', { name: category.name, exact: true });
      // The cards shown (the ones of the list's accessible tree): every one leads to that category's slider.
      const cards = page.getByRole('list', { name: 'वेब स्टोरी' }).getByRole('link');
      const inCategory = new RegExp(`^/web-story-slider/${category.c_code}\\?story=\\d+$`);
      const shownHrefs = () =>
        cards.evaluateAll((links) => links.filter((a) => a.checkVisibility()).map((a) => a.getAttribute('href') ?? ''));
      const allInCategory = async () => {
        const shown = await shownHrefs();
        return shown.length > 0 && shown.every((href) => inCategory.test(href));
      };
      expect(await allInCategory(), 'the list shows every category before the tap').toBe(false);
      await chosen.click();
      await expect(chosen).toHaveAttribute('aria-pressed', 'true');
      await expect(filters.getByRole('button', { name: 'सभी वेब स्टोरी' })).toHaveAttribute('aria-pressed', 'false');
      expect(await allInCategory(), 'that category alone, before any script').toBe(true);
      expect(await hydrated(chosen)).toBe(false);

      release();
      await appStarted(page);
      await expect.poll(() => hydrated(chosen)).toBe(true);
      await expect(chosen).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(allInCategory).toBe(true);
      // «सभी वेब स्टोरी» shows every story again, from React.
      await filters.getByRole('button', { name: 'सभी वेब स्टोरी' }).click();
      await expect.poll(allInCategory).toBe(false);
    },
  );

  test(
    "a video's play button starts the player at once, and hydration keeps it playing",
    tags('shell', 'media'),
    async ({ page }) => {
      // The video host is not the site's: its player is a blank page here.
      await page.route(/youtube/, (route) => route.fulfill({ contentType: 'text/html', body: '<html></html>' }));
      const release = await holdScripts(page);
      await page.goto('/videos');
      await page.getByRole('button', { name: 'वीडियो 1 चलाएँ' }).click();
      const player = page.getByTitle('वीडियो 1', { exact: true });
      await expect(player).toBeVisible();
      await expect(player).toHaveAttribute('src', /autoplay=1/);
      const address = await player.getAttribute('src');

      release();
      await appStarted(page);
      await expect.poll(() => hydrated(player)).toBe(true);
      await expect(player).toBeVisible();
      await expect(player).toHaveAttribute('src', address ?? '');
      await expect(page.getByRole('button', { name: 'वीडियो 1 चलाएँ' })).toHaveCount(0);
    },
  );

  test(
    'a link tapped while its page is slow to come shows at once that it is taken',
    tags('shell', 'news', 'polls'),
    async ({ page }) => {
      await holdScripts(page);
      await page.goto('/');
      const more = page
        .getByRole('main')
        .getByRole('link', { name: /^सभी देखें/ })
        .first();
      const next = new URL((await more.getAttribute('href')) ?? '/', page.url()).pathname;
      // The next page is held back, as on a slow connection.
      let arrive: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      await page.route(
        (url) => url.pathname === next,
        async (route) => {
          await held;
          await route.continue();
        },
      );
      // The page tells what it marks as it marks it (the test cannot ask it while its navigation is on the way).
      const taken: string[][] = [];
      await page.exposeFunction('__taken', (link: string[]) => taken.push(link));
      await page.evaluate(() =>
        new MutationObserver(() => {
          for (const a of document.querySelectorAll('main a[data-pending]'))
            (window as unknown as { __taken: (link: (string | null)[]) => void }).__taken([
              a.getAttribute('href'),
              a.getAttribute('aria-busy'),
            ]);
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-pending'] }),
      );
      await more.click({ noWaitAfter: true });
      await expect.poll(() => taken).toContainEqual([next, 'true']);
      arrive();
      await expect(page).toHaveURL((url) => url.pathname === next);
    },
  );
});

test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the header's menu and search work: the menu opens and closes, the search field asks the results page",
    tags('shell', 'news', 'polls', 'server-view'),
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'मेन्यू', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'मेन्यू' });
      await expect(menu).toBeVisible();
      await menu.getByRole('button', { name: 'मेन्यू बंद करें' }).click();
      await expect(menu).toBeHidden();

      await searchButton(page).click();
      const field = searchField(page);
      await expect(field).toBeFocused();
      await field.fill('शीतकालीन सत्र');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=/);
      await expect(pageHeading(page)).toContainText('शीतकालीन सत्र');
    },
  );

  test(
    'every story of the slider can be reached: its arrows and bars are links to each story’s own address',
    tags('shell', 'media', 'server-view'),
    async ({ page }) => {
      await page.goto('/web-story-slider');
      const slide = () => page.getByRole('dialog').getByRole('heading', { level: 2 }).textContent();
      const first = await slide();
      await page.getByRole('link', { name: 'अगली स्टोरी' }).click();
      await expect(page).toHaveURL(/\/web-story-slider\?story=\d+$/);
      const second = await slide();
      expect(second).not.toBe(first);
      await page.getByRole('link', { name: 'पिछली स्टोरी' }).click();
      expect(await slide()).toBe(first);
      await page.getByRole('link', { name: /^स्टोरी 3 \// }).click();
      await expect(page.getByRole('link', { name: /^स्टोरी 3 \// })).toHaveAttribute('aria-current', 'step');
    },
  );
});
