import type { Page, Route } from '@playwright/test';
import { appStarted, reachFor } from '../fixtures/chrome';
import { holdScripts } from '../fixtures/holdScripts';
import { expect, tags, test } from '../fixtures/journey';

/** The footer's links to this section's pages and the heading each page shows. */
const FOOTER_PAGES = [
  { link: 'हमारे बारे में', path: '/aboutus', heading: 'हमारे बारे में' },
  { link: 'संपर्क करें', path: '/contactus', heading: 'संपर्क करें' },
  { link: 'अक्सर पूछे जाने वाले प्रश्न', path: '/faqs', heading: 'अक्सर पूछे जाने वाले प्रश्न' },
  { link: 'गोपनीयता नीति', path: '/privacy', heading: 'गोपनीयता नीति' },
  { link: 'रिफंड नीति', path: '/refund', heading: 'रिफंड नीति' },
  { link: 'विज्ञापन दें', path: '/advertise', heading: 'विज्ञापन दें' },
  { link: 'समाचार भेजें', path: '/submitnews', heading: 'खबर भेजें' },
];

async function expectPage(page: Page, heading: string, canonicalPath: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(`${heading} | जनमत`);
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  expect(new URL((await canonical.getAttribute('href')) ?? '').pathname).toBe(canonicalPath);
}

test.describe('static pages', () => {
  for (const { link, path, heading } of FOOTER_PAGES) {
    test(`footer → ${path}`, tags('shell', 'news', 'polls', 'static', 'smoke'), async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expectPage(page, heading, path);
    });
  }

  test(
    'a footer link tapped while the home page hydrates leads to its page',
    tags('shell', 'news', 'polls', 'static'),
    async ({ page }) => {
      // A slow phone: the shell's entry and the home page's own chunk arrive late, so the reader taps
      // the footer while React is hydrating the page (it has started, the page's part is not there yet).
      const late = async (route: Route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      };
      await page.route('**/main.js', late);
      await page.route('**/remotes/news/page-home.*.js', late);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await reachFor(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'रिफंड नीति', exact: true }).click();
      await expect(page).toHaveURL('/refund');
      await expectPage(page, 'रिफंड नीति', '/refund');
    },
  );

  test(
    'the footer stays where the reader sees it while the home page comes to life',
    tags('shell', 'news', 'polls', 'static'),
    async ({ page }) => {
      // A phone whose scripts arrive late: the reader has scrolled to the footer and is about to tap.
      await page.setViewportSize({ width: 390, height: 844 });
      const releaseScripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'रिफंड नीति', exact: true });
      // Where the link is on the screen, under the reader's finger, once the faces and the layout have settled.
      const placeOnScreen = () =>
        link.evaluate(async (element) => {
          await document.fonts.ready;
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          let top = Number.NaN;
          while (top !== element.getBoundingClientRect().top) {
            top = element.getBoundingClientRect().top;
            await frame();
            await frame();
          }
          return top;
        });
      await link.scrollIntoViewIfNeeded();
      // The page laid out whole from the start: nothing above the link takes its height only once
      // it is scrolled near (a list laid out late moved the link 43 px under the finger).
      const scrolledTo = await link.evaluate(async (element) => {
        await document.fonts.ready;
        return element.getBoundingClientRect().top;
      });
      const before = await placeOnScreen();
      expect(before).toBe(scrolledTo);
      releaseScripts();
      await reachFor(page);
      await page.waitForLoadState('networkidle');
      expect(await placeOnScreen()).toBe(before);
      await link.click();
      await expectPage(page, 'रिफंड नीति', '/refund');
    },
  );

  test('/privacypolicy shows the policy, canonical to /privacy', tags('shell', 'static', 'smoke'), async ({ page }) => {
    await page.goto('/privacypolicy');
    await expectPage(page, 'गोपनीयता नीति', '/privacy');
    await expect(page.getByRole('heading', { level: 2, name: 'पोल के लिए आपका आईपी पता' })).toBeVisible();
  });

  test('submit news offers the editorial e-mail', tags('shell', 'static', 'smoke'), async ({ page }) => {
    await page.goto('/submitnews');
    await expect(page.locator('main a[href^="mailto:"]')).toBeVisible();
  });
});

test.describe('contact form', () => {
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  test(
    'shows every error on the first submit, then sends, thanks and clears without leaving the page',
    tags('shell', 'static'),
    async ({ page }) => {
      await page.goto('/contactus');
      await expect(page.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeVisible();
      // A marker that a full page reload would wipe out.
      await page.evaluate(() => Object.assign(window, { janmatNoReload: true }));
      const submit = page.getByRole('button', { name: 'संदेश भेजें' });

      await submit.click();
      for (const message of [
        'Name is required!',
        'Email is required!',
        'Phone is required!',
        'Description is required!',
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }

      await field(page, 'नाम').fill('ab');
      await field(page, 'ई-मेल').fill('ramesh@');
      await field(page, 'मोबाइल नंबर').fill('98765');
      await submit.click();
      for (const message of ['Name is Not Valid!', 'Email is Not Valid!', 'Mobile Number must be 10 digits!']) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(field(page, 'नाम')).toHaveAttribute('aria-invalid', 'true');

      await field(page, 'नाम').fill('रमेश कुमार');
      await field(page, 'ई-मेल').fill('ramesh@example.in');
      await field(page, 'मोबाइल नंबर').fill('9876543210');
      await field(page, 'विषय (वैकल्पिक)').fill('सुझाव');
      await field(page, 'संदेश').fill('बिहार की और खबरें दीजिए।');
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/insert') && r.request().method() === 'POST');
      await submit.click();
      expect((await sent).ok()).toBe(true);

      await expect(page.getByRole('status')).toContainText('Thank you for contact us...!!');
      for (const label of ['नाम', 'ई-मेल', 'मोबाइल नंबर', 'विषय (वैकल्पिक)', 'संदेश']) {
        await expect(field(page, label)).toHaveValue('');
      }
      await expect(page.getByText(/is required!$/)).toHaveCount(0);
      await expect(page).toHaveURL('/contactus');
      expect(await page.evaluate(() => (window as { janmatNoReload?: boolean }).janmatNoReload)).toBe(true);
    },
  );

  test('shows the follow-us links', tags('shell', 'static', 'smoke'), async ({ page }) => {
    await page.goto('/contactus');
    const block = page.getByRole('region', { name: 'हमें फ़ॉलो करें' });
    await expect(block.getByRole('link')).toHaveCount(5);
  });
});

/** The FAQ's question `name`: its `<details>`. */
const faqItem = (page: Page, name: string) =>
  page.getByRole('main').locator('details', { has: page.getByRole('heading', { level: 2, name }) });

// `<details name>`: the browser opens and closes the answers, before the page's scripts have run.
test('FAQ keeps one answer open at a time', tags('shell', 'static', 'smoke'), async ({ page }) => {
  await page.goto('/faqs');
  const first = faqItem(page, 'जनमत क्या है?');
  const third = faqItem(page, 'मैं जनमत की टीम से कैसे जुड़ सकता हूँ?');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(5);
  await expect(first).toHaveAttribute('open', '');
  await expect(third).not.toHaveAttribute('open');
  await expect(third.getByRole('link', { name: 'खबर भेजें पेज पर जाएँ' })).toBeHidden();

  await third.locator('summary').click();
  await expect(third).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');
  await expect(third.getByRole('link', { name: 'खबर भेजें पेज पर जाएँ' })).toBeVisible();
  await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);

  // The same once the page's scripts run (React owns the markup from then on).
  await appStarted(page);
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
});
