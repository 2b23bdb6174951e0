import type { Page } from '@playwright/test';
import { appStarted, bell, bellDialog, hydrated, reachFor } from '../fixtures/chrome';
import { holdScripts } from '../fixtures/holdScripts';
import { expect, tags, test } from '../fixtures/journey';

// The header's bell (issue 40): its dialog opens on the first tap, before the scripts, with them and
// without any; notifications are turned on from it, and a push reaches the page's service worker and
// is shown. docs/bell.md describes the reader's side and the worker.

const WHAT = /जनमत आपको सूचना भेजेगा जब कोई बड़ी ख़बर आए/;
const TURN_ON = 'सूचनाएं चालू करें';
const CLOSE = 'सूचनाओं की खिड़की बंद करें';

test(
  'the bell opens its dialog before the scripts; it stays open as they come and offers the topics, «ब्रेकिंग» first',
  tags('shell', 'news', 'polls'),
  async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/');
    await bell(page).click();
    const dialog = bellDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(WHAT)).toBeVisible();
    expect(await hydrated(bell(page)), 'the scripts are held: the page opened it itself').toBe(false);

    release();
    // A read page's bell stays the page's own; its island draws the topics into the open dialog.
    await appStarted(page);
    const close = dialog.getByRole('button', { name: CLOSE });
    await expect(dialog).toBeVisible();
    const topics = dialog.getByRole('checkbox');
    await expect(topics.first()).toBeChecked();
    await expect(dialog.getByRole('group', { name: 'किन ख़बरों की सूचना चाहिए?' })).toContainText('ब्रेकिंग');
    await expect(dialog.getByRole('button', { name: TURN_ON })).toBeEnabled();
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(bell(page)).toBeFocused();
  },
);

test(
  'with the scripts running the bell opens the dialog at once, and Escape closes it',
  tags('shell', 'news', 'polls'),
  async ({ page }) => {
    await page.goto('/');
    await reachFor(page);
    await bell(page).click();
    const dialog = bellDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'ब्रेकिंग' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bell(page)).toBeFocused();
  },
);

test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the bell opens the dialog, which says that notifications need JavaScript, and closes',
    tags('shell', 'news', 'polls', 'server-view'),
    async ({ page }) => {
      await page.goto('/');
      await bell(page).click();
      const dialog = bellDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(WHAT)).toBeVisible();
      await expect(dialog.getByText(/सूचनाएं चालू करने और विषय चुनने के लिए JavaScript चाहिए/)).toBeVisible();
      await expect(dialog.getByRole('button', { name: TURN_ON })).toHaveCount(0);
      await dialog.getByRole('button', { name: CLOSE }).click();
      await expect(dialog).toBeHidden();
    },
  );
});

/** The page's service worker's registration id, once it is active (DevTools protocol). */
async function activeRegistration(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  const active = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.registrationId, registration.scopeURL);
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) if (version.status === 'activated') active.add(version.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await expect.poll(() => [...active].find((id) => registrations.get(id) === `${origin}/`)).toBeTruthy();
  const registrationId = [...active].find((id) => registrations.get(id) === `${origin}/`) as string;
  return { cdp, origin, registrationId };
}

test.describe('a push', () => {
  // A test's browser context is like an incognito window, where Chromium has no push service: it logs
  // that as an error of its own when the page subscribes, and the dialog says it could not connect.
  test.use({ consoleErrors: 'expected' });

  test(
    'a reader turns notifications on; a push delivered to the page’s worker is shown as a notification',
    tags('shell', 'news', 'polls', 'local'),
    async ({ page, context }) => {
      await context.grantPermissions(['notifications']);
      await page.goto('/');
      await reachFor(page);
      await bell(page).click();
      const dialog = bellDialog(page);
      await dialog.getByRole('checkbox', { name: 'ब्रेकिंग' }).waitFor();
      await dialog.getByRole('button', { name: TURN_ON }).click();
      // Turning on registered the site's worker; headless Chromium may have no push service to subscribe with.
      const status = dialog.getByRole('status');
      await expect(status).toHaveText(/सूचनाएं चालू हो गईं|ब्राउज़र की पुश सेवा से जुड़ा नहीं जा सका/);
      const { cdp, origin, registrationId } = await activeRegistration(page);

      const payload = {
        title: 'ब्रेकिंग: संसद का विशेष सत्र बुलाया गया',
        body: 'सरकार ने अगले हफ़्ते संसद का तीन दिन का विशेष सत्र बुलाया है।',
        url: `${origin}/news/national/sansad-satra`,
      };
      const deliver = () =>
        cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
      const shown = () =>
        page.evaluate(() =>
          navigator.serviceWorker.ready
            .then((registration) => registration.getNotifications())
            .then((notifications) => notifications.map(({ title, body, icon, data }) => ({ title, body, icon, data }))),
        );
      await deliver();
      // DevTools' delivery is now and then lost beside other journeys (about 1 in 50: the worker
      // activated and running, the call answered, no notification 18 s later). A push service sends
      // again what it could not deliver; sent twice, a push is still one notification (its tag: the article).
      await expect(async () => {
        const notifications = await shown();
        if (notifications.length === 0) await deliver();
        expect(notifications).toEqual([
          {
            title: payload.title,
            body: payload.body,
            icon: `${origin}/janmat-icon-192.png`,
            data: { url: payload.url },
          },
        ]);
      }).toPass({ intervals: [3_000], timeout: 20_000 });
    },
  );
});
