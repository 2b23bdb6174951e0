import { reply } from '@janmat/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { BreakingPage } from './BreakingPage';
import type { BreakingItem } from './breakingApi';

const item = (id: number, name: string, more: Partial<BreakingItem> = {}): BreakingItem => ({
  id,
  name,
  type: 'national',
  url: `slug-${id}`,
  position: id,
  expiresAt: null,
  expired: false,
  version: 3,
  ...more,
});

const FLOOD = item(1, 'बिहार में बाढ़ से हालात गंभीर');
const VOTE = item(2, 'दिल्ली में मतदान आज', { expiresAt: '2026-11-20T04:30:00.000Z', expired: true });
const RAIL = item(3, 'रेल किराये में बदलाव');

function renderBreaking(api = {}) {
  return renderDesk(<BreakingPage />, {
    route: '/newsroom/breaking',
    api: { 'GET /api/newsroom/breaking': { data: [FLOOD, VOTE, RAIL], next: null }, ...api },
  });
}

const rowOf = async (name: string) => (await screen.findByRole('heading', { name: new RegExp(name) })).closest('li')!;

test('lists the ticker in order; an expired item says so, with its end in India time', async () => {
  renderBreaking();
  expect(await screen.findByRole('heading', { level: 1, name: 'ब्रेकिंग न्यूज़' })).toBeInTheDocument();
  const names = within(await screen.findByRole('list', { name: 'टिकर का क्रम' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
  expect(names).toEqual([FLOOD.name, `${VOTE.name}समय पूरा: टिकर में नहीं`, RAIL.name]);
  const vote = await rowOf(VOTE.name);
  expect(vote).toHaveTextContent(/10:00/);
  expect(within(await rowOf(FLOOD.name)).getByText('दिखेगी: हटाए जाने तक')).toBeInTheDocument();
  expect(within(await rowOf(FLOOD.name)).getByRole('button', { name: `${FLOOD.name}: ऊपर करें` })).toBeDisabled();
});

test('moving an item down saves the new order with the CSRF token and shows the refreshed list', async () => {
  const { user, calls, headers, answers } = renderBreaking({
    'PUT /api/newsroom/breaking/order': { data: [VOTE, FLOOD, RAIL], next: null },
  });
  const flood = await rowOf(FLOOD.name);
  answers.set('GET /api/newsroom/breaking', { data: [VOTE, FLOOD, RAIL], next: null });
  await user.click(within(flood).getByRole('button', { name: `${FLOOD.name}: नीचे करें` }));
  expect(await screen.findByRole('status')).toHaveTextContent('क्रम सहेज लिया गया।');
  const put = calls.findIndex((c) => c.method === 'PUT');
  expect(calls[put]).toMatchObject({ path: '/api/newsroom/breaking/order', body: { ids: [2, 1, 3] } });
  expect(headers[put]?.['x-csrf-token']).toBe('token-of-editor');
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(VOTE.name));
});

test('adds an item linked to an article found by its title, ending at an India time', async () => {
  const added = item(4, 'नई सरकार ने शपथ ली', { url: 'nayi-sarkar' });
  const { user, calls, headers, answers } = renderBreaking({
    'GET /api/newsroom/articles': {
      data: [{ id: 9, title: 'नई सरकार का शपथ ग्रहण', slug: 'nayi-sarkar' }],
      next: null,
    },
    'POST /api/newsroom/breaking': reply(201, { data: added }),
  });
  const form = await screen.findByRole('form', { name: 'नई ब्रेकिंग न्यूज़' });
  await user.type(within(form).getByRole('textbox', { name: 'शीर्षक' }), added.name);
  await user.type(within(form).getByRole('searchbox', { name: /लेख खोजें/ }), 'सरकार');
  await user.click(await within(form).findByRole('button', { name: /नई सरकार का शपथ ग्रहण/ }));
  expect(within(form).getByRole('textbox', { name: 'लेख का स्लग' })).toHaveValue('nayi-sarkar');
  expect(calls.map((c) => decodeURIComponent(c.path))).toContain('/api/newsroom/articles?q=सरकार');
  await user.type(within(form).getByLabelText(/कब तक दिखे \(भारतीय समय, IST\)/), '2030-01-05T18:30');
  answers.set('GET /api/newsroom/breaking', { data: [added, FLOOD, VOTE, RAIL], next: null });
  await user.click(within(form).getByRole('button', { name: 'जोड़ें' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('ब्रेकिंग न्यूज़ जोड़ दी गई।');
  const post = calls.findIndex((c) => c.method === 'POST');
  expect(calls[post]?.body).toEqual({ name: added.name, url: 'nayi-sarkar', expiresAt: '2030-01-05T18:30' });
  expect(headers[post]?.['x-csrf-token']).toBe('token-of-editor');
  expect(await screen.findByRole('heading', { name: added.name })).toBeInTheDocument();
});

test('the server’s refusal shows under its field and as an alert', async () => {
  const { user } = renderBreaking({
    'POST /api/newsroom/breaking': reply(400, {
      message: 'जानकारी सही नहीं है।',
      errors: { url: 'इस स्लग का कोई लेख नहीं है।' },
    }),
  });
  const form = await screen.findByRole('form', { name: 'नई ब्रेकिंग न्यूज़' });
  await user.type(within(form).getByRole('textbox', { name: 'शीर्षक' }), 'कोई ख़बर');
  await user.type(within(form).getByRole('textbox', { name: 'लेख का स्लग' }), 'no-such-slug');
  await user.click(within(form).getByRole('button', { name: 'जोड़ें' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('जानकारी सही नहीं है।');
  expect(within(form).getByRole('textbox', { name: 'लेख का स्लग' })).toHaveAccessibleDescription(
    'इस स्लग का कोई लेख नहीं है।',
  );
});

test('editing sends only what changed; an expired item gets a new end', async () => {
  const { user, calls } = renderBreaking({
    'PATCH /api/newsroom/breaking/2': { data: { ...VOTE, expiresAt: '2030-01-01T00:00:00.000Z', expired: false } },
  });
  await user.click(within(await rowOf(VOTE.name)).getByRole('button', { name: `${VOTE.name}: बदलें` }));
  const form = screen.getByRole('form', { name: `बदलें: ${VOTE.name}` });
  const end = within(form).getByLabelText(/कब तक दिखे/);
  expect(end).toHaveValue('2026-11-20T10:00');
  await user.clear(end);
  await user.type(end, '2030-01-01T05:30');
  await user.click(within(form).getByRole('button', { name: 'सहेजें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('बदलाव सहेज लिया गया।');
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ expiresAt: '2030-01-01T05:30' });
});

test('removing asks first; a refusal stays in the dialog, a removal refreshes the list', async () => {
  let refuse = true;
  const { user, calls, answers } = renderBreaking({
    'DELETE /api/newsroom/breaking/3': () =>
      refuse ? reply(500, { message: 'अभी हटाया नहीं जा सका।' }) : { message: 'हटा दिया गया।' },
  });
  await user.click(within(await rowOf(RAIL.name)).getByRole('button', { name: `${RAIL.name}: हटाएँ` }));
  const dialog = screen.getByRole('dialog', { name: `«${RAIL.name}» टिकर से हटाएँ?` });
  await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  await user.click(within(await rowOf(RAIL.name)).getByRole('button', { name: `${RAIL.name}: हटाएँ` }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'हाँ, हटाएँ' }));
  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('अभी हटाया नहीं जा सका।');
  refuse = false;
  answers.set('GET /api/newsroom/breaking', { data: [FLOOD, VOTE], next: null });
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'हाँ, हटाएँ' }));
  expect(await screen.findByRole('status')).toHaveTextContent(`«${RAIL.name}» हटा दी गई।`);
  await waitFor(() => expect(screen.queryByRole('heading', { name: RAIL.name })).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
    '/api/newsroom/breaking/3',
    '/api/newsroom/breaking/3',
  ]);
});

test('a failed load shows a retry that loads the ticker again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user, answers } = renderBreaking({ 'GET /api/newsroom/breaking': reply(500, { message: 'गड़बड़' }) });
  const retry = await screen.findByRole('button', { name: 'फिर से कोशिश करें' });
  expect(screen.queryByRole('list', { name: 'टिकर का क्रम' })).not.toBeInTheDocument();
  answers.set('GET /api/newsroom/breaking', { data: [FLOOD], next: null });
  await user.click(retry);
  expect(await screen.findByRole('heading', { name: FLOOD.name })).toBeInTheDocument();
});

test('a change made to an older version can be reloaded: the form takes theirs and the next save is made to it', async () => {
  const theirs = { ...RAIL, name: 'रेल किराये में बड़ा बदलाव', version: RAIL.version + 1 };
  const answers = [
    reply(409, { message: 'आपके खोलने के बाद किसी और ने यह बदल दिया है।', current: theirs }),
    { data: { ...theirs, url: 'rail-kiraya', version: theirs.version + 1 } },
  ];
  const { user, calls, headers } = renderBreaking({ 'PATCH /api/newsroom/breaking/3': () => answers.shift() });
  await user.click(within(await rowOf(RAIL.name)).getByRole('button', { name: `${RAIL.name}: बदलें` }));
  const form = screen.getByRole('form', { name: `बदलें: ${RAIL.name}` });
  const name = within(form).getByRole('textbox', { name: 'शीर्षक' });
  await user.clear(name);
  await user.type(name, 'मेरा शीर्षक');
  await user.click(within(form).getByRole('button', { name: 'सहेजें' }));
  const notice = await within(form).findByRole('alert', { name: 'किसी और ने इसे बदल दिया है' });
  expect(notice).toHaveTextContent('अलग है: शीर्षक।');
  await user.click(within(notice).getByRole('button', { name: 'नया रूप लें (दोबारा लोड करें)' }));
  expect(name).toHaveValue(theirs.name);
  const url = within(form).getByRole('textbox', { name: 'लेख का स्लग' });
  await user.clear(url);
  await user.type(url, 'rail-kiraya');
  await user.click(within(form).getByRole('button', { name: 'सहेजें' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
  const patches = calls.flatMap((c, i) =>
    c.method === 'PATCH' ? [{ body: c.body, ifMatch: headers[i]?.['if-match'] }] : [],
  );
  expect(patches).toEqual([
    { body: { name: 'मेरा शीर्षक' }, ifMatch: `"${RAIL.version}"` },
    { body: { url: 'rail-kiraya' }, ifMatch: `"${theirs.version}"` },
  ]);
});
