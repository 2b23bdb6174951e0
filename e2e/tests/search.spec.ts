import { randomInt } from 'node:crypto';
// Journeys of the readers' search: the header's field with its suggestions, the results page
// without JavaScript, and what the newsroom changes in it (a new article, an alias).
import AxeBuilder from '@axe-core/playwright';
import { pageHeading } from '../fixtures/chrome';
import { NEWSROOM_ADMIN } from '../fixtures/env';
import { expect, tags, test } from '../fixtures/journey';
import {
  addStaff,
  drawnPhoto,
  expectNoSeriousViolations,
  openFromMenu,
  signIn,
  signOut,
  uniqueEmail,
} from '../fixtures/newsroom';

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
      // In sight over the page as it opens (nothing scrolled): what is drawn at its middle is the story,
      // not the nav beneath the field.
      const drawnAtItsMiddle = await suggestions
        .getByRole('option', { name: WINTER_SESSION.name })
        .evaluate((option) => {
          const box = option.getBoundingClientRect();
          return option.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        });
      expect(drawnAtItsMiddle).toBe(true);
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
      await expect(field).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('search', { name: 'ख़बरें खोजें' })).toBeHidden();
      await expect(button).toBeFocused();
    },
  );

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(
      'the results page searches, shows marked snippets, pages with links, filters by state and says in Hindi what it cannot take',
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

        // A filter the search cannot take, and a page past the last: each says so in Hindi.
        await page.goto(`/search?q=${encodeURIComponent('सरकार')}&section=nosuchsection`);
        await expect(page.getByRole('main').getByText('यह खंड मौजूद नहीं है।')).toBeVisible();
        await page.goto(`/search?q=${encodeURIComponent('सरकार')}&page=90`);
        await expect(page.getByText(/इस पन्ने पर कोई ख़बर नहीं है/)).toBeVisible();
        await page.getByRole('link', { name: 'पहले पन्ने पर जाएँ' }).click();
        await expect(pager.getByRole('link', { name: 'पन्ना 1' })).toHaveAttribute('aria-current', 'page');
      },
    );
  });
});

/**
 * A word no story has: the digits of this moment as Devanagari syllables, so each run's headline is
 * its own and a reader's search can find nothing else.
 */
function uniqueHindiWord(): string {
  const syllables = ['क', 'ख', 'ग', 'घ', 'च', 'ज', 'ट', 'ड', 'त', 'द'];
  // Every syllable drawn at random: words made from the clock shared most of their letters, and the
  // search (which forgives spelling) found the last run's place under this run's new word.
  return `${Array.from({ length: 9 }, () => syllables[randomInt(syllables.length)]).join('')}पुर`;
}

test.describe('search and the newsroom', () => {
  test(
    'an editor publishes an article with a new headline, and a reader’s search finds it at once',
    tags('shell', 'newsroom', 'news', 'local'),
    async ({ browser, page }) => {
      test.setTimeout(180_000);
      const place = uniqueHindiWord();
      const editor = { name: 'सुधा संपादक', email: uniqueEmail('sudha'), password: 'editor-pass-2026', role: 'संपादक' };
      await signIn(page, NEWSROOM_ADMIN);
      await addStaff(page, editor);
      await signOut(page);

      // Before it is written, readers find nothing under the new word.
      const reader = await (await browser.newContext()).newPage();
      await reader.goto(`/search?q=${encodeURIComponent(place)}`);
      await expect(reader.getByText(/कोई ख़बर नहीं मिली।/)).toBeVisible();

      await signIn(page, editor);
      await page.getByRole('link', { name: 'नया लेख' }).click();
      const title = `${place} में नए पुल का उद्घाटन`;
      await page.getByRole('textbox', { name: 'शीर्षक', exact: true }).fill(title);
      await page.getByRole('combobox', { name: 'श्रेणी', exact: true }).selectOption('national');
      await page.getByRole('combobox', { name: 'रिपोर्टर', exact: true }).selectOption({ index: 1 });
      await page.getByLabel('नई फ़ोटो चुनें (JPEG, PNG या WebP)').setInputFiles(await drawnPhoto(page));
      await expect(page.getByRole('img', { name: 'लेख की मौजूदा मुख्य फ़ोटो' })).toBeVisible();
      await page.getByRole('textbox', { name: 'लेख का पाठ' }).click();
      await page.keyboard.type(`${place} में नदी पर बना नया पुल आज लोगों के लिए खोल दिया गया।`);
      await expect(page.getByRole('textbox', { name: /^स्लग/ })).not.toHaveValue('');
      await page.getByRole('button', { name: 'सहेजें' }).click();
      await expect(page).toHaveURL(/\/newsroom\/articles\/\d+$/);
      const slug = await page.getByRole('textbox', { name: /^स्लग/ }).inputValue();
      await page.getByRole('button', { name: 'अभी प्रकाशित करें' }).click();
      await expect(page.getByRole('heading', { name: /स्थिति: प्रकाशित/ })).toBeVisible();

      // The same search, right after: the story is there and opens.
      await reader.goto(`/search?q=${encodeURIComponent(place)}`);
      const found = reader.getByRole('main').getByRole('link', { name: title });
      await expect(found).toHaveAttribute('href', `/news/national/${slug}`);
      await found.click();
      await expect(pageHeading(reader)).toHaveText(title);
      await reader.context().close();
    },
  );

  test(
    'an editor adds an alias on its newsroom page; a reader’s Latin word then finds the story through it, until it is removed',
    tags('shell', 'newsroom', 'news', 'local'),
    async ({ browser, page }) => {
      test.setTimeout(120_000);
      const term = `zq${Date.now().toString(36)}`;
      const search = `/search?q=${encodeURIComponent(term)}`;
      const editor = { name: 'विनय संपादक', email: uniqueEmail('vinay'), password: 'editor-pass-2026', role: 'संपादक' };
      await signIn(page, NEWSROOM_ADMIN);
      await addStaff(page, editor);
      await signOut(page);

      const reader = await (await browser.newContext()).newPage();
      await reader.goto(search);
      await expect(reader.getByText(/कोई ख़बर नहीं मिली।/)).toBeVisible();

      await signIn(page, editor);
      await openFromMenu(page, 'खोज के उपनाम');
      const form = page.getByRole('form', { name: 'नया उपनाम' });
      await form.getByRole('textbox', { name: /पाठक जो लिखते हैं/ }).fill(term);
      await form.getByRole('textbox', { name: /देवनागरी में अर्थ/ }).fill('सर्वदलीय बैठक');
      await form.getByRole('button', { name: 'जोड़ें' }).click();
      await expect(form.getByRole('status')).toHaveText(
        `«${term}» जोड़ दिया गया: अब इससे «सर्वदलीय बैठक» की ख़बरें भी मिलेंगी।`,
      );
      await expect(page.getByRole('cell', { name: term, exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);

      await reader.goto(search);
      await expect(reader.getByRole('main').getByRole('link', { name: WINTER_SESSION.name })).toHaveAttribute(
        'href',
        WINTER_SESSION.path,
      );

      await page.getByRole('button', { name: `${term}: हटाएँ` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'हाँ, हटाएँ' }).click();
      await expect(page.getByRole('status').getByText(`«${term}» हटा दिया गया।`)).toBeVisible();
      await reader.goto(search);
      await expect(reader.getByText(/कोई ख़बर नहीं मिली।/)).toBeVisible();
      await reader.context().close();
    },
  );
});
