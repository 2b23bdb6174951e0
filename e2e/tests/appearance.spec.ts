import { READER_KEYS } from '@janmat/shared/reader';
import type { Page } from '@playwright/test';
import { footer, pageHeading, reachFor } from '../fixtures/chrome';
import { expect, tags, test } from '../fixtures/journey';

/** The dark palette's page and the light one's (`DARK_PALETTE`/`LIGHT_PALETTE` background), as computed. */
const DARK_PAGE = 'rgb(18, 18, 18)';
const LIGHT_PAGE = 'rgb(255, 255, 255)';

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'मेन्यू', exact: true });
const sideMenu = (page: Page) => page.getByRole('dialog', { name: 'मेन्यू' });
const html = (page: Page) => page.locator('html');

/** The page's background and root font size as the browser computes them now. */
const looks = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    fontSize: getComputedStyle(document.documentElement).fontSize,
  }));

interface FirstPaint {
  theme: string | null;
  textSize: string | null;
  background: string;
  fontSize: string;
  /** Whether React had started on the page (it must not have: this is the server's HTML). */
  reactStarted: boolean;
}

/** A layout shift's score, and what moved: each element's name and text, from where to where. */
interface Shift {
  value: number;
  moved: string[];
}

type Probed = Window & { firstPaint?: FirstPaint; layoutShift: number; shifts: Shift[] };

/**
 * Runs before anything of the page: notes `<html>`'s marks and the computed colours and size when the
 * body first enters the document (the head, with its styles and programs, is done; nothing of the body
 * can have been painted before), and sums every layout shift from the start, with or without input.
 */
function probeFirstPaint(): void {
  const win = window as unknown as Probed;
  win.layoutShift = 0;
  win.shifts = [];
  type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  const where = (rect: DOMRectReadOnly) =>
    `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; sources?: Source[] }[]) {
      win.layoutShift += entry.value;
      const moved = (entry.sources ?? []).map(
        ({ node, previousRect, currentRect }) =>
          `${node?.nodeName ?? '?'} «${(node?.textContent ?? '').slice(0, 30)}» ${where(previousRect)} → ${where(currentRect)}`,
      );
      win.shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    observer.disconnect();
    const root = document.documentElement;
    win.firstPaint = {
      theme: root.getAttribute('data-theme'),
      textSize: root.getAttribute('data-text-size'),
      background: getComputedStyle(document.body).backgroundColor,
      fontSize: getComputedStyle(root).fontSize,
      reactStarted: Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
    };
  }).observe(document, { childList: true, subtree: true });
}

/** The seed's lead story's page. */
async function leadStory(page: Page): Promise<string> {
  const lead = (await (await page.request.get('/api/newsall')).json()).data[0] as { type: string; url: string };
  return `/news/${lead.type}/${lead.url}`;
}

test(
  'a reader chooses «गहरा» and «बड़े अक्षर» in the side menu: the page changes at once, and after a reload its first paint is already dark and large, with no layout shift',
  tags('shell', 'news', 'polls'),
  async ({ page }) => {
    await page.goto(await leadStory(page));
    await expect(pageHeading(page)).toBeVisible();
    expect(await looks(page)).toEqual({ background: LIGHT_PAGE, fontSize: '16px' });
    await reachFor(page);

    await menuButton(page).click();
    const menu = sideMenu(page);
    const appearance = menu.getByRole('region', { name: 'दिखावट' });
    await appearance.getByRole('radio', { name: 'गहरा' }).check();
    await appearance.getByRole('radio', { name: 'बड़े अक्षर' }).check();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveAttribute('data-text-size', 'large');
    expect(await looks(page)).toEqual({ background: DARK_PAGE, fontSize: '18px' });
    await menu.getByRole('button', { name: 'मेन्यू बंद करें' }).click();
    await expect(menu).toBeHidden();

    await page.addInitScript(probeFirstPaint);
    await page.reload();
    await expect(pageHeading(page)).toBeVisible();
    const firstPaint = await page.evaluate(() => (window as unknown as Probed).firstPaint);
    expect(firstPaint).toEqual({
      theme: 'dark',
      textSize: 'large',
      background: DARK_PAGE,
      fontSize: '18px',
      reactStarted: false,
    });

    // The scripts come and show the kept choice in the menu; nothing on the page has moved.
    await reachFor(page);
    await menuButton(page).click();
    await expect(appearance.getByRole('radio', { name: 'गहरा' })).toBeChecked();
    await expect(appearance.getByRole('radio', { name: 'बड़े अक्षर' })).toBeChecked();
    expect(await looks(page)).toEqual({ background: DARK_PAGE, fontSize: '18px' });
    const { layoutShift, shifts } = await page.evaluate(() => {
      const { layoutShift, shifts } = window as unknown as Probed;
      return { layoutShift, shifts };
    });
    expect(layoutShift, `what moved: ${JSON.stringify(shifts)}`).toBe(0);
  },
);

test(
  'a choice made in one tab applies in the reader’s other open tab at once',
  tags('shell', 'news', 'polls'),
  async ({ page, context }) => {
    const other = await context.newPage();
    for (const tab of [page, other]) {
      await tab.goto('/');
      await expect(pageHeading(tab)).toBeAttached();
      await reachFor(tab);
    }
    await menuButton(page).click();
    await sideMenu(page).getByRole('radio', { name: 'छोटे अक्षर' }).check();
    await sideMenu(page).getByRole('radio', { name: 'हल्का' }).check();
    await expect(html(other)).toHaveAttribute('data-text-size', 'small');
    await expect(html(other)).toHaveAttribute('data-theme', 'light');
    expect(await looks(other)).toEqual({ background: LIGHT_PAGE, fontSize: '15px' });
  },
);

test.describe('a device set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test(
    'with no choice the site is dark; «हल्का» chosen stays light across a reload; a lite page (no script) follows the device',
    tags('shell', 'news', 'polls'),
    async ({ page }) => {
      await page.goto('/');
      await expect(pageHeading(page)).toBeAttached();
      await expect(html(page)).not.toHaveAttribute('data-theme');
      expect(await looks(page)).toEqual({ background: DARK_PAGE, fontSize: '16px' });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');

      // A choice the site does not know (a hand edit) is ignored: the device still says.
      await page.evaluate(
        (key) => localStorage.setItem(key, '{"theme":"sepia","textSize":"huge"}'),
        READER_KEYS.appearance,
      );
      await page.reload();
      expect(await looks(page)).toEqual({ background: DARK_PAGE, fontSize: '16px' });

      await reachFor(page);
      await menuButton(page).click();
      await sideMenu(page).getByRole('radio', { name: 'हल्का' }).check();
      await sideMenu(page).getByRole('button', { name: 'मेन्यू बंद करें' }).click();
      await page.reload();
      await expect(html(page)).toHaveAttribute('data-theme', 'light');
      expect(await looks(page)).toEqual({ background: LIGHT_PAGE, fontSize: '16px' });

      await footer(page).getByRole('link', { name: 'लाइट', exact: true }).click();
      await expect(footer(page).getByRole('link', { name: 'पूरा संस्करण' })).toBeVisible();
      await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
      expect(await looks(page)).toEqual({ background: DARK_PAGE, fontSize: '16px' });
    },
  );
});

test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test(
    'at «बड़े अक्षर» the header and its buttons, and the page, fit the screen (the navigation scrolls within itself)',
    tags('shell', 'news', 'polls'),
    async ({ page }) => {
      await page.goto('/');
      await page.evaluate(
        (key) => localStorage.setItem(key, '{"theme":"system","textSize":"large"}'),
        READER_KEYS.appearance,
      );
      await page.reload();
      await expect(html(page)).toHaveAttribute('data-text-size', 'large');
      expect((await looks(page)).fontSize).toBe('18px');
      const banner = page.getByRole('banner');
      for (const name of ['खोजें', 'सूचनाएं', 'मेन्यू']) {
        await expect(banner.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
      }
      await expect(banner.getByRole('link', { name: 'जनमत — होम' })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    },
  );
});
