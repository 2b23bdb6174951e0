import type { Page } from '@playwright/test';
import { footer, mainNav, pageHeading } from '../fixtures/chrome';
import { expect, tags, test } from '../fixtures/journey';

/** Checks of the page the server renders (a browser taking a section from another build gets its pages rendered in the browser). */
const SERVER_VIEW = tags('shell', 'news', 'server-view');

/** The seed's lead story, from the API. */
async function leadStory(page: Page): Promise<{ type: string; url: string; name: string }> {
  return (await (await page.request.get('/api/newsall')).json()).data[0];
}

/** The scripts a page carries that a browser would run or fetch (JSON-LD is a crawler's data). */
const programs = (page: Page) => page.locator('script:not([type="application/ld+json"])');

test(
  'a reader taps «लाइट» in the footer: the next pages carry no script and the same headline, and «पूरा संस्करण» brings the full site back',
  SERVER_VIEW,
  async ({ page }) => {
    const lead = await leadStory(page);
    const article = `/news/${lead.type}/${lead.url}`;
    await page.goto(article);
    await expect(pageHeading(page)).toHaveText(lead.name);
    expect(await programs(page).count()).toBeGreaterThan(0);

    // The tap is a first interaction: the full page may start asking for its scripts as it leaves.
    await footer(page).getByRole('link', { name: 'लाइट', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${article}$`));
    await expect(footer(page).getByRole('link', { name: 'पूरा संस्करण' })).toBeVisible();
    await expect(pageHeading(page)).toHaveText(lead.name);
    await expect(programs(page)).toHaveCount(0);
    // The lead photo alone, if any; buttons only a script would answer are not shown.
    expect(await page.getByRole('main').locator('img').count()).toBeLessThanOrEqual(1);
    await expect(page.getByRole('main').getByRole('button', { name: 'लिंक कॉपी करें' })).toBeHidden();
    // The menu button opens the menu without a script (the browser's own dialog command), and closes it.
    await page.getByRole('banner').getByRole('button', { name: 'मेन्यू' }).click();
    const menu = page.getByRole('dialog', { name: 'मेन्यू' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'मेन्यू बंद करें' }).click();
    await expect(menu).toBeHidden();

    // The choice is remembered: the next page, reached by a plain link, is lite too, and asks for no script.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await mainNav(page).getByRole('link', { name: 'राष्ट्रीय', exact: true }).click();
    await expect(page).toHaveURL(/\/news\/national$/);
    await expect(pageHeading(page)).toHaveText('राष्ट्रीय');
    await expect(programs(page)).toHaveCount(0);
    expect(scripts).toEqual([]);

    // Its search button opens the search field without a script (a popover), whose form asks the results page.
    await page.getByRole('banner').getByRole('button', { name: 'खोजें' }).click();
    const field = page.getByRole('search', { name: 'ख़बरें खोजें' }).getByRole('combobox', { name: 'खोज के शब्द' });
    await expect(field).toBeFocused();
    await field.fill('शीतकालीन सत्र');
    await field.press('Enter');
    await expect(pageHeading(page)).toHaveText('“शीतकालीन सत्र” के लिए खोज नतीजे');
    await expect(page.getByRole('main').locator('ol article').first()).toBeVisible();
    await expect(programs(page)).toHaveCount(0);
    expect(scripts).toEqual([]);
    await mainNav(page).getByRole('link', { name: 'राष्ट्रीय', exact: true }).click();

    // And back to the full site, on the same page.
    await footer(page).getByRole('link', { name: 'पूरा संस्करण' }).click();
    await expect(page).toHaveURL(/\/news\/national$/);
    await expect(footer(page).getByRole('link', { name: 'लाइट', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'मेन्यू' })).toBeVisible();
    await expect(pageHeading(page)).toHaveText('राष्ट्रीय');
    expect(await programs(page).count()).toBeGreaterThan(0);
  },
);
