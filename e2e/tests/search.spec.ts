// Journeys of the readers' search: the header's field with its suggestions, and the results page
// without JavaScript.
import AxeBuilder from '@axe-core/playwright';
import { pageHeading } from '../fixtures/chrome';
import { expect, tags, test } from '../fixtures/journey';

/** The winter-session story of the seed (national news). */
const WINTER_SESSION = {
  path: '/news/national/sheetkalin-satra-sarvadaliya-baithak',
  name: /^शीतकालीन सत्र से पहले सर्वदलीय बैठक/,
};

test.describe('search', () => {
  test(
    'a reader types «sheetkalin satra» in the header and opens the winter-session story',
    tags('shell', 'news', 'polls', 'smoke'),
    async ({ page }) => {
      await page.goto('/');
      const button = page.getByRole('banner').getByRole('button', { name: 'खोजें' });
      await button.click();
      const field = page.getByRole('search', { name: 'ख़बरें खोजें' }).getByRole('combobox', { name: 'खोज के शब्द' });
      await expect(field).toBeFocused();
      await field.pressSequentially('sheetkalin satra');
      const suggestions = page.getByRole('listbox', { name: 'सुझाई गई ख़बरें' });
      await expect(suggestions.getByRole('option', { name: WINTER_SESSION.name })).toBeVisible();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      // The open field and its list pass axe (WCAG 2.0/2.1 A and AA) with nothing serious or critical.
      const axe = await new AxeBuilder({ page })
        .include('#header-search')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      // Down to the story with the keyboard, then Enter opens it.
      const options = suggestions.getByRole('option');
      const count = await options.count();
      for (let i = 0; i < count; i++) {
        await field.press('ArrowDown');
        if (((await options.nth(i).textContent()) ?? '').match(WINTER_SESSION.name)) break;
      }
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${WINTER_SESSION.path}$`));
      await expect(pageHeading(page)).toHaveText(WINTER_SESSION.name);

      // Escape closes the field and gives the focus back to its button.
      await button.click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('search', { name: 'ख़बरें खोजें' })).toHaveCount(0);
      await expect(button).toBeFocused();
    },
  );

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(
      'the results page searches, shows marked snippets, pages with links and filters by state',
      tags('shell', 'news', 'server-view'),
      async ({ page }) => {
        await page.goto('/search');
        await expect(pageHeading(page)).toHaveText('ख़बरें खोजें');
        const form = page.getByRole('main').getByRole('search', { name: 'ख़बरें खोजें' });
        await form.getByRole('searchbox', { name: 'खोज के शब्द' }).fill('शीतकालीन सत्र');
        await form.getByRole('button', { name: 'खोजें' }).click();
        await expect(page).toHaveURL(/\/search\?q=/);
        await expect(pageHeading(page)).toHaveText('“शीतकालीन सत्र” के लिए खोज नतीजे');
        await expect(page).toHaveTitle('खोज: शीतकालीन सत्र | जनमत');
        const results = page.getByRole('main').locator('ol article');
        await expect(results.first()).toBeVisible();
        await expect(results.first().locator('mark').first()).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: WINTER_SESSION.name })).toHaveAttribute(
          'href',
          WINTER_SESSION.path,
        );

        // A state filter goes into the address and stays chosen on the page it leads to.
        await form.getByRole('combobox', { name: 'राज्य' }).selectOption({ label: 'मध्य प्रदेश' });
        await form.getByRole('button', { name: 'खोजें' }).click();
        await expect(page).toHaveURL(/[?&]state=/);
        await expect(form.getByRole('combobox', { name: 'राज्य' })).toHaveValue(/.+/);

        // More than a page of results: plain links to the next page.
        await page.goto(`/search?q=${encodeURIComponent('सरकार')}`);
        const pager = page.getByRole('navigation', { name: 'खोज नतीजों के पन्ने' });
        await expect(pager.getByRole('link', { name: 'पन्ना 1' })).toHaveAttribute('aria-current', 'page');
        await pager.getByRole('link', { name: 'अगला →' }).click();
        await expect(page).toHaveURL(/[?&]page=2/);
        await expect(pager.getByRole('link', { name: 'पन्ना 2' })).toHaveAttribute('aria-current', 'page');
        await expect(results.first()).toBeVisible();

        // Words nothing matches: the Hindi message and the popular stories.
        await page.goto('/search?q=qqqxxzz');
        await expect(page.getByText(/कोई ख़बर नहीं मिली।/)).toBeVisible();
        await expect(page.getByRole('complementary').getByRole('heading', { name: 'लोकप्रिय ख़बरें' })).toBeVisible();
      },
    );
  });
});
