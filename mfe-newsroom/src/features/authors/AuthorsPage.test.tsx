import { reply } from '@janmat/shared/testing';
import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { screen, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { AuthorsPage } from './AuthorsPage';
import type { Author } from './authorApi';

const ANITA: Author = {
  id: 1,
  name: 'अनीता वर्मा',
  des: 'राजनीतिक संवाददाता',
  photo: '/uploads/authors/anita.jpg',
  link1: 'https://x.com/anita',
  link2: '',
  version: 5,
};

/** Puts `text` into `field` as a reader pasting it does: one input, not a keystroke each (long texts). */
async function paste(user: ReturnType<typeof renderAuthors>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderAuthors(api = {}) {
  return renderDesk(<AuthorsPage />, {
    route: '/newsroom/authors',
    api: { 'GET /api/newsroom/authors': { data: [ANITA], next: null }, ...api },
  });
}

test('lists the authors with their description, photo and links', async () => {
  renderAuthors();
  expect(await screen.findByRole('heading', { level: 1, name: 'लेखक' })).toBeInTheDocument();
  const card = (await screen.findByRole('heading', { name: ANITA.name })).closest('li')!;
  expect(card).toHaveTextContent('राजनीतिक संवाददाता');
  expect(card).toHaveTextContent('/uploads/authors/anita.jpg');
  expect(within(card).getByRole('link', { name: 'https://x.com/anita' })).toHaveAttribute(
    'href',
    'https://x.com/anita',
  );
});

test('adds an author with the CSRF token; the list refreshes', async () => {
  const added: Author = {
    id: 2,
    name: 'रमेश सिंह',
    des: '',
    photo: '',
    link1: 'http://ramesh.in',
    link2: '',
    version: 1,
  };
  const { user, calls, headers, answers } = renderAuthors({
    'POST /api/newsroom/authors': reply(201, { data: added }),
  });
  const form = await screen.findByRole('form', { name: 'नया लेखक' });
  await user.type(within(form).getByRole('textbox', { name: 'नाम' }), 'रमेश सिंह');
  await paste(user, within(form).getByRole('textbox', { name: /पहला लिंक/ }), 'http://ramesh.in');
  answers.set('GET /api/newsroom/authors', { data: [ANITA, added], next: null });
  await user.click(within(form).getByRole('button', { name: 'जोड़ें' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('रमेश सिंह जोड़ दिए गए।');
  const post = calls.findIndex((c) => c.method === 'POST');
  expect(calls[post]?.body).toEqual({ name: 'रमेश सिंह', des: '', photo: '', link1: 'http://ramesh.in', link2: '' });
  expect(headers[post]?.['x-csrf-token']).toBe('token-of-editor');
  expect(await screen.findByRole('heading', { name: 'रमेश सिंह' })).toBeInTheDocument();
});

test('a link that is not http(s) is stopped in the browser; the server’s refusal shows under its field', async () => {
  const { user, calls } = renderAuthors({
    'POST /api/newsroom/authors': reply(400, {
      message: 'जानकारी सही नहीं है।',
      errors: { photo: 'फ़ोटो का यह पता मान्य नहीं है।' },
    }),
  });
  const form = await screen.findByRole('form', { name: 'नया लेखक' });
  await user.type(within(form).getByRole('textbox', { name: 'नाम' }), 'कोई लेखक');
  await paste(user, within(form).getByRole('textbox', { name: /दूसरा लिंक/ }), 'javascript:alert(1)');
  await user.click(within(form).getByRole('button', { name: 'जोड़ें' }));
  expect(within(form).getByRole('textbox', { name: /दूसरा लिंक/ })).toHaveAccessibleDescription(F.linkInvalid);
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await user.clear(within(form).getByRole('textbox', { name: /दूसरा लिंक/ }));
  await paste(user, within(form).getByRole('textbox', { name: /फ़ोटो का पता/ }), '/uploads/missing.jpg');
  await user.click(within(form).getByRole('button', { name: 'जोड़ें' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('जानकारी सही नहीं है।');
  expect(within(form).getByRole('textbox', { name: /फ़ोटो का पता/ })).toHaveAccessibleDescription(
    'फ़ोटो का यह पता मान्य नहीं है।',
  );
});

test('editing sends only the changed fields and shows the refreshed card', async () => {
  const changed = { ...ANITA, des: 'वरिष्ठ राजनीतिक संवाददाता', link2: 'https://anita.in' };
  const { user, calls, headers, answers } = renderAuthors({ 'PATCH /api/newsroom/authors/1': { data: changed } });
  await user.click(await screen.findByRole('button', { name: `${ANITA.name}: बदलें` }));
  const form = screen.getByRole('form', { name: `बदलें: ${ANITA.name}` });
  const des = within(form).getByRole('textbox', { name: /परिचय/ });
  await user.clear(des);
  await paste(user, des, changed.des);
  await paste(user, within(form).getByRole('textbox', { name: /दूसरा लिंक/ }), changed.link2);
  answers.set('GET /api/newsroom/authors', { data: [changed], next: null });
  await user.click(within(form).getByRole('button', { name: 'सहेजें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('अनीता वर्मा: बदलाव सहेज लिया गया।');
  const patch = calls.findIndex((c) => c.method === 'PATCH');
  expect(calls[patch]?.body).toEqual({ des: changed.des, link2: changed.link2 });
  expect(headers[patch]?.['x-csrf-token']).toBe('token-of-editor');
  expect(await screen.findByText(changed.des)).toBeInTheDocument();
});

test('a change made to an older version shows theirs beside one’s own; keeping saves it over their version', async () => {
  const theirs = { ...ANITA, des: 'दूसरे संपादक का परिचय', version: ANITA.version + 1 };
  const answers = [
    reply(409, { message: 'आपके खोलने के बाद किसी और ने यह बदल दिया है।', current: theirs }),
    { data: { ...theirs, des: 'मेरा परिचय', version: theirs.version + 1 } },
  ];
  const { user, calls, headers } = renderAuthors({ 'PATCH /api/newsroom/authors/1': () => answers.shift() });
  await user.click(await screen.findByRole('button', { name: `${ANITA.name}: बदलें` }));
  const form = screen.getByRole('form', { name: `बदलें: ${ANITA.name}` });
  const des = within(form).getByRole('textbox', { name: /परिचय/ });
  await user.clear(des);
  await user.type(des, 'मेरा परिचय');
  await user.click(within(form).getByRole('button', { name: 'सहेजें' }));
  const notice = await within(form).findByRole('alert', { name: 'किसी और ने इसे बदल दिया है' });
  expect(
    within(within(notice).getByRole('row', { name: /^परिचय/ }))
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['मेरा परिचय', 'दूसरे संपादक का परिचय']);
  await user.click(within(notice).getByRole('button', { name: 'अपना लिखा रखें और सहेजें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('अनीता वर्मा: बदलाव सहेज लिया गया।');
  const patches = calls.flatMap((c, i) =>
    c.method === 'PATCH' ? [{ body: c.body, ifMatch: headers[i]?.['if-match'] }] : [],
  );
  expect(patches).toEqual([
    { body: { des: 'मेरा परिचय' }, ifMatch: `"${ANITA.version}"` },
    { body: { des: 'मेरा परिचय' }, ifMatch: `"${theirs.version}"` },
  ]);
});
