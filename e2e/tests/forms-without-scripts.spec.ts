import type { Page } from '@playwright/test';
import { expect, tags, test } from '../fixtures/journey';

/**
 * The contact and create-poll forms in a browser that runs no scripts: each is a plain HTML form
 * posted to its page, which answers with the spec's messages under the fields and what the reader
 * typed kept, and once the form is right sends the message or opens the new poll.
 */
test.use({ javaScriptEnabled: false });

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

/** The red text under a field: its accessible description. */
async function expectErrors(page: Page, errors: [string, string][]) {
  for (const [label, message] of errors) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label)).toHaveAccessibleDescription(message);
  }
}

test(
  'contact without scripts: the messages under the fields, then the message is sent',
  tags('shell', 'static', 'server-view'),
  async ({ page }) => {
    await page.goto('/contactus');
    const submit = page.getByRole('button', { name: 'संदेश भेजें' });
    await expect(submit).toBeEnabled();
    await expect(page.getByText('JavaScript चालू करें')).toHaveCount(0);

    await submit.click();
    await expect(page).toHaveURL('/contactus');
    await expectErrors(page, [
      ['नाम', 'Name is required!'],
      ['ई-मेल', 'Email is required!'],
      ['मोबाइल नंबर', 'Phone is required!'],
      ['संदेश', 'Description is required!'],
    ]);

    await field(page, 'नाम').fill('ab');
    await field(page, 'ई-मेल').fill('ramesh@');
    await field(page, 'मोबाइल नंबर').fill('98765');
    await field(page, 'संदेश').fill('बिहार की और खबरें दीजिए।');
    await submit.click();
    await expectErrors(page, [
      ['नाम', 'Name is Not Valid!'],
      ['ई-मेल', 'Email is Not Valid!'],
      ['मोबाइल नंबर', 'Mobile Number must be 10 digits!'],
    ]);
    // What the reader typed is still there, in the red-bordered fields.
    await expect(field(page, 'नाम')).toHaveValue('ab');
    await expect(field(page, 'संदेश')).toHaveValue('बिहार की और खबरें दीजिए।');
    const red = await page.getByText('Name is Not Valid!').evaluate((el) => getComputedStyle(el).color);
    expect(red).toBe('rgb(176, 0, 32)');

    await field(page, 'नाम').fill('रमेश कुमार');
    await field(page, 'ई-मेल').fill('ramesh@example.in');
    await field(page, 'मोबाइल नंबर').fill('9876543210');
    await submit.click();
    await expect(page).toHaveURL('/contactus?sent=contact-form');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you for contact us...!!');
    await expect(field(page, 'नाम')).toHaveValue('');
    await expect(page.getByText(/is required!$/)).toHaveCount(0);
  },
);

test(
  'create a poll without scripts: the messages under the fields, then the new poll opens',
  tags('shell', 'polls', 'server-view'),
  async ({ page }) => {
    const title = `क्या बिना स्क्रिप्ट के पोल बनता है ${Date.now().toString(36)}?`;
    await page.goto('/createmypoll');
    const submit = page.getByRole('button', { name: 'पोल बनाएं' });
    await submit.click();
    await expect(page).toHaveURL('/createmypoll');
    await expectErrors(page, [
      ['पोल का सवाल', 'Poll Title is required!'],
      ['विकल्प 1', 'Option 1 is required!'],
      ['विकल्प 2', 'Option 2 is required!'],
    ]);

    await field(page, 'पोल का सवाल').fill('छोटा सवाल');
    await field(page, 'विकल्प 1').fill('हाँ');
    await submit.click();
    await expectErrors(page, [
      ['पोल का सवाल', 'Poll Title should be greater than 10 characters !!'],
      ['विकल्प 2', 'Option 2 is required!'],
    ]);
    await expect(field(page, 'विकल्प 1')).toHaveValue('हाँ');
    await expect(field(page, 'विकल्प 1')).toHaveAttribute('aria-invalid', 'false');

    await field(page, 'पोल का सवाल').fill(title);
    await field(page, 'विकल्प 2').fill('नहीं');
    const token = await page.locator('input[type="hidden"][name="form_token"]').inputValue();
    await submit.click();
    await expect(page).toHaveURL(/\/polls\/\d+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // The same form sent once more (a double click, back and send again): the same poll, no second one.
    const again = await page.request.post('/createmypoll', {
      form: { name: title, op1: 'हाँ', op2: 'नहीं', op3: '', op4: '', form_token: token },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe(new URL(page.url()).pathname);
  },
);
