import { NEWSROOM_ADMIN } from '../fixtures/env';
import { expect, tags, test } from '../fixtures/journey';
import {
  addStaff,
  expectNoSeriousViolations,
  newsroomNav,
  openFromMenu,
  signIn,
  signOut,
  uniqueEmail,
} from '../fixtures/newsroom';

/**
 * The staff's newsroom against the production build and the suite's own server, whose first admin
 * comes from JANMAT_ADMIN_EMAIL / JANMAT_ADMIN_PASSWORD (`@local`: a deployment's admin password is
 * not the suite's to know).
 */
test.describe('newsroom', () => {
  test(
    'the admin signs in, adds a reporter, and the reporter sees only what a reporter may open',
    tags('shell', 'newsroom', 'local'),
    async ({ page }) => {
      await signIn(page, NEWSROOM_ADMIN);
      await expect(page).toHaveTitle('लेख | जनमत न्यूज़रूम');
      const reporter = {
        name: 'रीना रिपोर्टर',
        email: uniqueEmail('reena'),
        password: 'reporter-pass-2026',
        role: 'रिपोर्टर',
      };
      await addStaff(page, reporter);
      await signOut(page);

      await signIn(page, reporter);
      await expect(newsroomNav(page).getByRole('link')).toHaveText(['लेख']);
      // A page the role may not open is not there for it.
      await page.goto('/newsroom/staff');
      await expect(page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
    },
  );

  test(
    'a wrong password is refused in Hindi and nothing opens',
    tags('shell', 'newsroom', 'local'),
    async ({ page }) => {
      await page.goto('/newsroom');
      await page.getByRole('textbox', { name: 'ई-मेल' }).fill(NEWSROOM_ADMIN.email);
      await page.getByLabel('पासवर्ड').fill('not-the-password');
      await page.getByRole('button', { name: 'साइन इन करें' }).click();
      await expect(page.getByRole('alert')).toHaveText('ई-मेल या पासवर्ड सही नहीं है।');
      await expect(newsroomNav(page)).toHaveCount(0);
    },
  );

  test('sign-in, articles, staff and audit pages pass axe', tags('shell', 'newsroom', 'local'), async ({ page }) => {
    await page.goto('/newsroom');
    await expect(page.getByRole('button', { name: 'साइन इन करें' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await signIn(page, NEWSROOM_ADMIN);
    await expectNoSeriousViolations(page);
    for (const label of ['स्टाफ', 'ऑडिट लॉग']) {
      await openFromMenu(page, label);
      await expectNoSeriousViolations(page);
    }
  });
});
