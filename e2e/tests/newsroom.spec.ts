import { E2E_PORT, NEWSROOM_ADMIN } from '../fixtures/env';
import { expect, tags, test } from '../fixtures/journey';
import {
  addStaff,
  drawnPhoto,
  expectNoSeriousViolations,
  newsroomNav,
  openFromMenu,
  signIn,
  signOut,
  uniqueEmail,
} from '../fixtures/newsroom';
import { leaveAndStop, startServer } from '../fixtures/processes';

/** A server of the newcomer's own: `npm start` without SITE_URL. */
const NEWCOMER_PORT = E2E_PORT + 9;

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

  test('sign-in, articles and the admin pages pass axe', tags('shell', 'newsroom', 'local'), async ({ page }) => {
    await page.goto('/newsroom');
    await expect(page.getByRole('button', { name: 'साइन इन करें' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await signIn(page, NEWSROOM_ADMIN);
    await expectNoSeriousViolations(page);
    for (const label of ['स्टाफ', 'ऑडिट लॉग', 'रिलीज़']) {
      await openFromMenu(page, label);
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
      await expectNoSeriousViolations(page);
    }
  });
});

test.describe('newsroom to readers', () => {
  test(
    'a reporter’s draft with a photo is edited and published by an editor with a site poll; readers see it on the home page and at its URL and vote',
    tags('shell', 'newsroom', 'news', 'polls', 'local'),
    async ({ browser, page }) => {
      test.setTimeout(240_000);
      const stamp = Date.now().toString(36);
      const reporter = {
        name: 'रीना रिपोर्टर',
        email: uniqueEmail('reena'),
        password: 'reporter-pass-2026',
        role: 'रिपोर्टर',
      };
      const editor = { name: 'संजय संपादक', email: uniqueEmail('sanjay'), password: 'editor-pass-2026', role: 'संपादक' };
      await signIn(page, NEWSROOM_ADMIN);
      await addStaff(page, reporter);
      await addStaff(page, editor);

      // The reporter writes a draft with a photo and sends it to the editors.
      const reporterPage = await (await browser.newContext()).newPage();
      await signIn(reporterPage, reporter);
      await reporterPage.getByRole('link', { name: 'नया लेख' }).click();
      const draftTitle = `जयपुर में किसानों की महापंचायत ${stamp}`;
      await reporterPage.getByRole('textbox', { name: 'शीर्षक', exact: true }).fill(draftTitle);
      await reporterPage.getByRole('combobox', { name: 'श्रेणी', exact: true }).selectOption('national');
      await reporterPage.getByRole('combobox', { name: 'रिपोर्टर', exact: true }).selectOption({ index: 1 });
      await reporterPage.getByLabel('नई फ़ोटो चुनें (JPEG, PNG या WebP)').setInputFiles(await drawnPhoto(reporterPage));
      await expect(reporterPage.getByRole('img', { name: 'लेख की मौजूदा मुख्य फ़ोटो' })).toBeVisible();
      await reporterPage.getByRole('textbox', { name: 'लेख का पाठ' }).click();
      // A story of a few sentences, as the lead of the home page should have (other journeys read it).
      await reporterPage.keyboard.type(
        'जयपुर के रामलीला मैदान में रविवार को हुई महापंचायत में प्रदेश भर से दस हज़ार से अधिक किसान जुटे। ' +
          'किसान नेताओं ने गेहूँ और सरसों के न्यूनतम समर्थन मूल्य, बिजली की दरों और सिंचाई के पानी पर अपनी माँगें रखीं। ' +
          'सरकार की ओर से कृषि मंत्री ने मंच पर आकर बातचीत का न्योता दिया और अगले सप्ताह बैठक तय हुई।',
      );
      await expect(reporterPage.getByRole('textbox', { name: /^स्लग/ })).not.toHaveValue('');
      await reporterPage.getByRole('button', { name: 'सहेजें' }).click();
      await expect(reporterPage).toHaveURL(/\/newsroom\/articles\/\d+$/);
      const articleId = Number(reporterPage.url().split('/').pop());
      await reporterPage.getByRole('button', { name: 'संपादक को भेजें' }).click();
      await expect(reporterPage.getByRole('heading', { name: /स्थिति: संपादक के पास/ })).toBeVisible();
      await reporterPage.context().close();

      // The editor corrects the headline, publishes it, and attaches a new site poll to it.
      const editorPage = await (await browser.newContext()).newPage();
      await signIn(editorPage, editor);
      await editorPage.getByRole('link', { name: draftTitle }).click();
      const title = `${draftTitle}: फसल के दाम पर सहमति`;
      await editorPage.getByRole('textbox', { name: 'शीर्षक', exact: true }).fill(title);
      await editorPage.getByRole('button', { name: 'सहेजें' }).click();
      await expect(editorPage.getByText('लेख सहेज लिया गया।')).toBeVisible();
      const slug = await editorPage.getByRole('textbox', { name: /^स्लग/ }).inputValue();
      expect(slug).toMatch(/^[a-z0-9-]+$/);
      await editorPage.getByRole('button', { name: 'अभी प्रकाशित करें' }).click();
      await expect(editorPage.getByRole('heading', { name: /स्थिति: प्रकाशित/ })).toBeVisible();

      await openFromMenu(editorPage, 'साइट पोल');
      const question = `क्या महापंचायत की माँगें मानी जाएँगी ${stamp}?`;
      const form = editorPage.getByRole('form', { name: 'नया पोल' });
      await form.getByRole('textbox', { name: 'सवाल' }).fill(question);
      await form.getByRole('textbox', { name: 'विकल्प 1' }).fill('हाँ');
      await form.getByRole('textbox', { name: 'विकल्प 2' }).fill('नहीं');
      await form.getByRole('button', { name: 'पोल बनाएँ' }).click();
      const card = editorPage
        .getByRole('listitem')
        .filter({ has: editorPage.getByRole('heading', { name: question }) });
      await card.getByText('किसी लेख से नहीं जुड़ा — लेख बदलें').click();
      await card.getByRole('textbox', { name: 'लेख आईडी' }).fill(String(articleId));
      await card.getByRole('button', { name: 'इस लेख से जोड़ें' }).click();
      await expect(card.getByText(`लेख ${articleId} से जुड़ा`)).toBeVisible();
      await editorPage.context().close();

      // A reader finds it on the home page, opens it and votes in its poll.
      await page.goto('/');
      const lead = page.getByRole('main').getByRole('link', { name: title }).first();
      await expect(lead).toBeVisible();
      await lead.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(page.url()).toContain(`/news/national/${slug}`);
      // The uploaded photo, in responsive renditions, and the story in the HTML the server sends.
      await expect(page.locator('main picture source[type="image/webp"]').first()).toHaveAttribute(
        'srcset',
        /\/uploads\/newsroom\/.+ 640w/,
      );
      expect(await (await page.request.get(page.url())).text()).toContain(title);
      const poll = page.getByRole('region', { name: question, exact: true });
      await poll.getByRole('radio', { name: 'हाँ', exact: true }).check();
      await poll.getByRole('button', { name: 'वोट करें' }).click();
      await expect(poll.getByText('कुल वोट: 1')).toBeVisible();
    },
  );
});

test.describe('two editors, one article', () => {
  test(
    'the second of two tabs to save an article sees the other’s change, keeps their text, and the first reloads it',
    tags('shell', 'newsroom', 'local'),
    async ({ browser, page }) => {
      test.setTimeout(120_000);
      const stamp = Date.now().toString(36);
      const editor = { name: 'अमित संपादक', email: uniqueEmail('amit'), password: 'editor-pass-2026', role: 'संपादक' };
      await signIn(page, NEWSROOM_ADMIN);
      await addStaff(page, editor);
      await page.getByRole('link', { name: 'लेख', exact: true }).click();
      await page.getByRole('link', { name: 'नया लेख' }).click();
      const first = `अजमेर में नगर निगम का बजट ${stamp}`;
      await page.getByRole('textbox', { name: 'शीर्षक', exact: true }).fill(first);
      await page.getByRole('combobox', { name: 'श्रेणी', exact: true }).selectOption('national');
      await page.getByRole('combobox', { name: 'रिपोर्टर', exact: true }).selectOption({ index: 1 });
      await page.getByRole('button', { name: 'सहेजें' }).click();
      await expect(page).toHaveURL(/\/newsroom\/articles\/\d+$/);
      const address = new URL(page.url()).pathname;

      // A second editor, in their own browser, opens the same article.
      const other = await (await browser.newContext()).newPage();
      await signIn(other, editor);
      await other.goto(address);
      const theirTitle = other.getByRole('textbox', { name: 'शीर्षक', exact: true });
      await expect(theirTitle).toHaveValue(first);

      // The admin's tab saves first…
      const adminTitle = `${first}: पार्षदों की मंज़ूरी`;
      await page.getByRole('textbox', { name: 'शीर्षक', exact: true }).fill(adminTitle);
      await page.getByRole('button', { name: 'सहेजें' }).click();
      await expect(page.getByText('लेख सहेज लिया गया।')).toBeVisible();

      // …the editor's save, made to the version they opened, is refused and shows what changed.
      const editorTitle = `${first}: विपक्ष का विरोध`;
      await theirTitle.fill(editorTitle);
      await other.getByRole('button', { name: 'सहेजें' }).click();
      const notice = other.getByRole('alert', { name: 'किसी और ने यह लेख बदल दिया है' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('उन्होंने बदला: शीर्षक');
      await expect(notice.getByRole('row', { name: /^शीर्षक/ }).getByRole('cell')).toHaveText([editorTitle, adminTitle]);
      await expectNoSeriousViolations(other);
      await notice.getByRole('button', { name: 'अपना लिखा रखें और सहेजें' }).click();
      await expect(other.getByText('लेख सहेज लिया गया।')).toBeVisible();
      await expect(notice).toHaveCount(0);
      await expect(theirTitle).toHaveValue(editorTitle);

      // Now the admin's tab is the stale one: it reloads the editor's text instead of writing over it.
      await page.getByRole('textbox', { name: 'शीर्षक', exact: true }).fill(`${adminTitle} (दोबारा)`);
      await page.getByRole('button', { name: 'सहेजें' }).click();
      const stale = page.getByRole('alert', { name: 'किसी और ने यह लेख बदल दिया है' });
      await stale.getByRole('button', { name: 'नया रूप लें (दोबारा लोड करें)' }).click();
      await expect(stale).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'शीर्षक', exact: true })).toHaveValue(editorTitle);
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'शीर्षक', exact: true })).toHaveValue(editorTitle);
      await other.context().close();
    },
  );
});

test.describe('moderation', () => {
  test(
    'an editor hides a visitor’s poll with a reason: readers then get the not-found page for it',
    tags('shell', 'newsroom', 'polls', 'local'),
    async ({ browser, page }) => {
      const question = `क्या यह पोल नियमों के ख़िलाफ़ है ${Date.now().toString(36)}?`;
      await page.goto('/createmypoll');
      await page.getByRole('textbox', { name: 'पोल का सवाल' }).fill(question);
      await page.getByRole('textbox', { name: /^विकल्प 1/ }).fill('हाँ');
      await page.getByRole('textbox', { name: /^विकल्प 2/ }).fill('नहीं');
      await page.getByRole('button', { name: 'पोल बनाएं' }).click();
      await expect(page).toHaveURL(/\/polls\/\d+\/[^/]+$/);
      const pollUrl = page.url();
      const pollId = pollUrl.split('/polls/')[1]!.split('/')[0];

      const editor = { name: 'मीना संपादक', email: uniqueEmail('meena'), password: 'editor-pass-2026', role: 'संपादक' };
      const deskPage = await (await browser.newContext()).newPage();
      await signIn(deskPage, NEWSROOM_ADMIN);
      await addStaff(deskPage, editor);
      await signOut(deskPage);
      await signIn(deskPage, editor);
      await openFromMenu(deskPage, 'पाठकों के पोल');
      await deskPage.getByRole('searchbox', { name: 'सवाल में खोजें' }).fill(question);
      await deskPage.getByRole('button', { name: 'खोजें', exact: true }).click();
      await deskPage.getByRole('button', { name: `पोल ${pollId}: छिपाएँ` }).click();
      const dialog = deskPage.getByRole('dialog', { name: `पोल ${pollId} पाठकों से छिपाएँ?` });
      await dialog.getByRole('textbox', { name: /^कारण/ }).fill('भड़काऊ भाषा');
      await dialog.getByRole('button', { name: 'छिपाएँ', exact: true }).click();
      await expect(deskPage.getByRole('status').getByText(`पोल ${pollId} छिपा दिया गया।`)).toBeVisible();
      await expect(deskPage.getByRole('button', { name: `पोल ${pollId}: फिर से दिखाएँ` })).toBeVisible();
      await expectNoSeriousViolations(deskPage);
      await deskPage.context().close();

      const answer = await page.goto(pollUrl);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
      await page.goto('/mypolls');
      await expect(page.getByRole('link', { name: question, exact: true })).toHaveCount(0);
    },
  );

  test('the editor and every desk page pass axe', tags('shell', 'newsroom', 'local'), async ({ page }) => {
    await signIn(page, NEWSROOM_ADMIN);
    await page.getByRole('link', { name: 'नया लेख' }).click();
    await expect(page.getByRole('textbox', { name: 'लेख का पाठ' })).toBeVisible();
    await expectNoSeriousViolations(page);
    for (const label of ['ब्रेकिंग न्यूज़', 'साइट पोल', 'पाठकों के पोल', 'लेखक', 'संदेश']) {
      await openFromMenu(page, label);
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
      await expectNoSeriousViolations(page);
    }
  });
});

test.describe('a newcomer without SITE_URL', () => {
  test(
    'signs in at http://127.0.0.1:<port>, the address they typed',
    tags('shell', 'newsroom', 'local'),
    async ({ page }) => {
      const site = await startServer(NEWCOMER_PORT, {
        SITE_URL: '',
        JANMAT_ADMIN_EMAIL: NEWSROOM_ADMIN.email,
        JANMAT_ADMIN_PASSWORD: NEWSROOM_ADMIN.password,
      });
      try {
        expect(site.url).toBe(`http://127.0.0.1:${NEWCOMER_PORT}`);
        await page.goto(`${site.url}/newsroom`);
        await page.getByRole('textbox', { name: 'ई-मेल' }).fill(NEWSROOM_ADMIN.email);
        await page.getByLabel('पासवर्ड').fill(NEWSROOM_ADMIN.password);
        await page.getByRole('button', { name: 'साइन इन करें' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'लेख' })).toBeVisible();
        await expect(newsroomNav(page)).toBeVisible();
      } finally {
        await leaveAndStop(page, site);
      }
    },
  );
});
