import { CONTACT_MESSAGES, POLL_MESSAGES } from '@janmat/shared/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contacts, polls } from '../src/core/db/schema';
import { contactBody, pollBody, postJson } from './helpers/http';
import { BACKENDS, rowCount, startTestApp, type TestApp } from './helpers/testApp';

const SITE = 'https://janmat.test';
const TOKEN = 'dGhlLWZpcnN0LWZvcm0tdG9rZW4';

/** A browser's post of a plain HTML form: urlencoded fields, the page's Origin. */
function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  origin = SITE,
  ip = '198.51.100.90',
) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    remoteAddress: ip,
  });
}

/** The form echo the page answering a refused post carries for the browser (`janmat-form`). */
function echoOf(html: string) {
  const json = /<script id="janmat-form" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as {
    token?: string;
    echo: { form: string; values: Record<string, string>; errors: Record<string, string>; notice?: string };
  };
}

const CONTACT = { name: 'सुनीता शर्मा', email: 'sunita@example.in', phone: '9876543210', sub: 'सुझाव', des: 'अच्छी खबरें।' };
const POLL = { name: 'क्या बिहार में गठबंधन फिर से बनेगा?', op1: 'हाँ', op2: 'नहीं', op3: '', op4: '' };

describe.each(BACKENDS)('forms posted without scripts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend });
  }, 60_000);
  afterAll(() => t.close());

  test.each([
    [{}, { name: CONTACT_MESSAGES.nameRequired, email: CONTACT_MESSAGES.emailRequired }],
    [{}, { phone: CONTACT_MESSAGES.phoneRequired, des: CONTACT_MESSAGES.desRequired }],
    [{ name: 'रा' }, { name: CONTACT_MESSAGES.nameInvalid }],
    [{ email: 'sunita@' }, { email: CONTACT_MESSAGES.emailInvalid }],
    [{ phone: '98765' }, { phone: CONTACT_MESSAGES.phoneInvalid }],
  ])('a contact form with %j answers 422: its page with %j under the fields, the values kept', async (sent, errors) => {
    const before = await rowCount(t, contacts);
    const fields = {
      ...CONTACT,
      ...Object.fromEntries(Object.keys(errors).map((k) => [k, ''])),
      ...sent,
      form_token: TOKEN,
    };
    const res = await postForm(t.app, '/contactus', fields);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { token, echo } = echoOf(res.body);
    expect(echo.form).toBe('contact-form');
    expect(echo.errors).toEqual(errors);
    const { form_token: _, ...values } = fields;
    expect(echo.values).toEqual(values);
    expect(token).toBe(TOKEN);
    expect(await rowCount(t, contacts)).toBe(before);
  });

  test('a sent contact form goes on to /contactus?sent=contact-form (303); posted twice it is one message', async () => {
    const before = await rowCount(t, contacts);
    const token = 'Y29udGFjdC1kb3VibGUtc3VibWl0';
    const first = await postForm(t.app, '/contactus', { ...CONTACT, form_token: token });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/contactus?sent=contact-form');
    const again = await postForm(t.app, '/contactus', { ...CONTACT, des: 'दोबारा भेजा।', form_token: token });
    expect(again.statusCode).toBe(303);
    expect(await rowCount(t, contacts)).toBe(before + 1);
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.form_token, token));
    expect(row).toMatchObject({ ...CONTACT, sender_ip: '198.51.100.90' });
    expect(row!.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  test.each([
    [{ name: '' }, { name: POLL_MESSAGES.titleRequired }],
    [{ name: 'छोटा सवाल' }, { name: POLL_MESSAGES.titleShort }],
    [{ op1: '' }, { op1: POLL_MESSAGES.op1Required }],
    [{ op2: '' }, { op2: POLL_MESSAGES.op2Required }],
    [
      { name: '', op1: '', op2: '' },
      { name: POLL_MESSAGES.titleRequired, op1: POLL_MESSAGES.op1Required, op2: POLL_MESSAGES.op2Required },
    ],
  ])('a create-poll form with %j answers 422 with %j under the fields', async (sent, errors) => {
    const before = await rowCount(t, polls);
    const res = await postForm(t.app, '/createmypoll', { ...POLL, ...sent, form_token: TOKEN });
    expect(res.statusCode).toBe(422);
    const { echo } = echoOf(res.body);
    expect(echo).toEqual({ form: 'create-poll-form', values: { ...POLL, ...sent }, errors });
    expect(await rowCount(t, polls)).toBe(before);
  });

  test('a created poll opens with a 303 to /polls/{id}/{name}; the same form posted twice is one poll', async () => {
    const before = await rowCount(t, polls);
    const token = 'cG9sbC1kb3VibGUtc3VibWl0LXRva2Vu';
    const first = await postForm(t.app, '/createmypoll', { ...POLL, form_token: token });
    expect(first.statusCode).toBe(303);
    const [row] = await t.database.db.select().from(polls).where(eq(polls.form_token, token));
    expect(row).toMatchObject({
      kind: 'user',
      name: POLL.name,
      op1: 'हाँ',
      op2: 'नहीं',
      op3: null,
      created_by: '198.51.100.90',
    });
    expect(first.headers.location).toBe(`/polls/${row!.poll_id}/${encodeURIComponent('क्या-बिहार-में-गठबंधन-फिर-से-बनेगा')}`);
    // A double click, or back and send again: the poll it made.
    const again = await postForm(t.app, '/createmypoll', { ...POLL, form_token: token });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await rowCount(t, polls)).toBe(before + 1);
    expect((await t.app.inject({ method: 'GET', url: `/api/userpolls/${row!.poll_id}` })).statusCode).toBe(200);
  });

  test("another site's page cannot post the forms (403); the site's own address may", async () => {
    const before = [await rowCount(t, polls), await rowCount(t, contacts)];
    for (const url of ['/createmypoll', '/contactus']) {
      const res = await postForm(t.app, url, { ...POLL, ...CONTACT }, 'https://evil.example');
      expect(res.statusCode).toBe(403);
      expect(typeof res.json().message).toBe('string');
    }
    expect([await rowCount(t, polls), await rowCount(t, contacts)]).toEqual(before);
    expect((await postForm(t.app, '/contactus', CONTACT, SITE)).statusCode).toBe(303);
  });

  test('a page sending no referrer posts with Origin null: its Sec-Fetch-Site says whose page it was', async () => {
    const before = await rowCount(t, contacts);
    const post = (site: string) =>
      t.app.inject({
        method: 'POST',
        url: '/contactus',
        payload: new URLSearchParams(CONTACT).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', 'sec-fetch-site': site },
        remoteAddress: '198.51.100.91',
      });
    expect((await post('cross-site')).statusCode).toBe(403);
    expect((await post('same-site')).statusCode).toBe(403);
    expect((await post('same-origin')).statusCode).toBe(303);
    expect(await rowCount(t, contacts)).toBe(before + 1);
  });

  test('the JSON API is unchanged and takes the same token optionally; it reads no form bodies', async () => {
    const before = await rowCount(t, contacts);
    expect((await postJson(t.app, '/api/insert', contactBody())).status).toBe(201);
    const token = 'YXBpLWNvbnRhY3QtdG9rZW4tb25l';
    expect((await postJson(t.app, '/api/insert', contactBody({ form_token: token }))).status).toBe(201);
    expect((await postJson(t.app, '/api/insert', contactBody({ form_token: token }))).status).toBe(201);
    expect(await rowCount(t, contacts)).toBe(before + 2);

    const pollToken = 'YXBpLXBvbGwtdG9rZW4tb25lLXR3bw';
    const made = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 777, form_token: pollToken }));
    const repeat = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 778, form_token: pollToken }));
    expect([made.status, repeat.status]).toEqual([201, 201]);
    expect(repeat.body.data[0].poll_id).toBe(made.body.data[0].poll_id);

    const form = await postForm(t.app, '/api/insert', CONTACT);
    expect(form.statusCode).toBe(415);
  });
});

describe('the create-poll form over the address allowance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { POLL_CREATE_MAX_PER_HOUR: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  test('answers 429 with its page, the limit at the top of the form and the values kept; the made poll still answers', async () => {
    const made = await postForm(t.app, '/createmypoll', { ...POLL, form_token: 'Zmlyc3QtcG9sbC1vZi10aGUtaG91cg' });
    expect(made.statusCode).toBe(303);
    const refused = await postForm(t.app, '/createmypoll', { ...POLL, form_token: 'c2Vjb25kLXBvbGwtb2YtdGhlLWhvdXI' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(echoOf(refused.body).echo).toEqual({
      form: 'create-poll-form',
      values: POLL,
      errors: {},
      notice: 'एक घंटे में 1 से ज़्यादा पोल नहीं बनाए जा सकते। कृपया कुछ देर बाद फिर कोशिश करें।',
    });
    // The first form sent again is not a new poll, so no limit applies to it.
    const again = await postForm(t.app, '/createmypoll', { ...POLL, form_token: 'Zmlyc3QtcG9sbC1vZi10aGUtaG91cg' });
    expect(again.headers.location).toBe(made.headers.location);
  });
});

describe('a form sent without scripts over the write limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_MAX: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  const send = (accept: string) =>
    t.app.inject({
      method: 'POST',
      url: '/contactus',
      payload: new URLSearchParams({ ...CONTACT, form_token: TOKEN }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, accept },
      remoteAddress: '198.51.100.91',
    });

  test('gets a page in Hindi with the way back to its form, not JSON; a script asking gets JSON', async () => {
    expect((await send('text/html')).statusCode).toBe(303);
    const refused = await send('text/html,application/xhtml+xml,*/*;q=0.8');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['cache-control']).toMatch(/no-store/);
    expect(refused.body).toContain('बहुत सारे अनुरोध आए हैं। कृपया एक मिनट बाद फिर कोशिश करें।');
    expect(refused.body).toContain('<a href="/contactus">फ़ॉर्म पर लौटें</a>');
    const scripted = await send('application/json');
    expect(scripted.statusCode).toBe(429);
    expect(scripted.json()).toEqual({ message: 'बहुत सारे अनुरोध आए हैं। कृपया एक मिनट बाद फिर कोशिश करें।' });
  });
});
