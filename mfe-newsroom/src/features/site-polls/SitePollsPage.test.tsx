import { reply } from '@janmat/shared/testing';
import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { SitePollsPage } from './SitePollsPage';
import type { SitePoll } from './sitePollApi';

const poll = (pollId: number, question: string, more: Partial<SitePoll> = {}): SitePoll => ({
  pollId,
  question,
  options: ['हाँ', 'नहीं'],
  votes: [0, 0],
  totalVotes: 0,
  createdAt: '2026-11-20 10:00:00',
  atHome: false,
  newsId: null,
  closed: false,
  closedAt: null,
  version: 2,
  ...more,
});

const FRESH = poll(2, 'क्या शहर में नई मेट्रो लाइन बननी चाहिए?');
const VOTED = poll(1, 'क्या चुनाव आयोग का फैसला सही है?', {
  votes: [30, 10],
  totalVotes: 40,
  atHome: true,
  newsId: 7,
});
const PAGE = { data: [FRESH, VOTED], next: null };

function renderPolls(api = {}) {
  return renderDesk(<SitePollsPage />, {
    route: '/newsroom/polls',
    api: { 'GET /api/newsroom/sitepolls': PAGE, ...api },
  });
}

const cardOf = async (question: string) => (await screen.findByRole('heading', { name: question })).closest('li')!;

test('lists the polls with their results, home page and article', async () => {
  renderPolls();
  expect(await screen.findByRole('heading', { level: 1, name: 'साइट पोल' })).toBeInTheDocument();
  const voted = await cardOf(VOTED.question);
  expect(voted).toHaveTextContent('हाँ: 30 वोट (75%)');
  expect(voted).toHaveTextContent('कुल वोट: 40');
  expect(within(voted).getByRole('checkbox', { name: 'होम पेज पर दिखाएँ' })).toBeChecked();
  expect(within(voted).getByText(/लेख 7 से जुड़ा/)).toBeInTheDocument();
  expect(within(await cardOf(FRESH.question)).getByRole('checkbox')).not.toBeChecked();
});

test('the closed filter asks the server for closed polls only; paging goes on from `next`', async () => {
  const { user, calls, answers } = renderPolls();
  await cardOf(FRESH.question);
  answers.set('GET /api/newsroom/sitepolls', { data: [VOTED], next: 1 });
  await user.selectOptions(screen.getByRole('combobox', { name: 'कौन से पोल' }), 'true');
  await user.click(await screen.findByRole('button', { name: 'और पुराने' }));
  await waitFor(() =>
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/api/newsroom/sitepolls?closed=true', '/api/newsroom/sitepolls?closed=true&before=1']),
    ),
  );
});

test('creates a poll with a third option and shown at home, with the CSRF token, and refreshes', async () => {
  const created = poll(3, 'क्या स्कूलों में छुट्टियाँ बढ़नी चाहिए?', { options: ['हाँ', 'नहीं', 'पता नहीं'] });
  const { user, calls, headers, answers } = renderPolls({
    'POST /api/newsroom/sitepolls': reply(201, { data: created }),
  });
  const form = await screen.findByRole('form', { name: 'नया पोल' });
  await user.type(within(form).getByRole('textbox', { name: 'सवाल' }), created.question);
  await user.type(within(form).getByRole('textbox', { name: 'विकल्प 1' }), 'हाँ');
  await user.type(within(form).getByRole('textbox', { name: 'विकल्प 2' }), 'नहीं');
  await user.click(within(form).getByRole('button', { name: 'एक और विकल्प' }));
  await user.type(within(form).getByRole('textbox', { name: 'विकल्प 3' }), 'पता नहीं');
  await user.click(within(form).getByRole('checkbox', { name: 'होम पेज पर दिखाएँ' }));
  answers.set('GET /api/newsroom/sitepolls', { data: [created, FRESH, VOTED], next: null });
  await user.click(within(form).getByRole('button', { name: 'पोल बनाएँ' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('पोल 3 बन गया।');
  const post = calls.findIndex((c) => c.method === 'POST');
  expect(calls[post]).toMatchObject({
    path: '/api/newsroom/sitepolls',
    body: { question: created.question, options: ['हाँ', 'नहीं', 'पता नहीं'], atHome: true },
  });
  expect(headers[post]?.['x-csrf-token']).toBe('token-of-editor');
  expect(await screen.findByRole('heading', { name: created.question })).toBeInTheDocument();
});

test('a short question and an empty option are stopped in the browser', async () => {
  const { user, calls } = renderPolls();
  const form = await screen.findByRole('form', { name: 'नया पोल' });
  await user.type(within(form).getByRole('textbox', { name: 'सवाल' }), 'छोटा?');
  await user.type(within(form).getByRole('textbox', { name: 'विकल्प 1' }), 'हाँ');
  await user.click(within(form).getByRole('button', { name: 'पोल बनाएँ' }));
  expect(await within(form).findByText(F.lengthBetween(10, 200))).toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: 'विकल्प 2' })).toHaveAccessibleDescription(
    F.pollOptionsInvalid(2, 4, 100),
  );
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});

test('showing at home, closing and attaching an article each send their change', async () => {
  const { user, calls, headers } = renderPolls({
    'PATCH /api/newsroom/sitepolls/2': { data: FRESH },
    'POST /api/newsroom/sitepolls/2/close': { data: { ...FRESH, closed: true } },
    'GET /api/newsroom/articles': { data: [{ id: 12, title: 'मेट्रो का नया रूट', slug: 'metro' }], next: null },
  });
  const fresh = await cardOf(FRESH.question);
  await user.click(within(fresh).getByRole('checkbox', { name: 'होम पेज पर दिखाएँ' }));
  expect(await screen.findByRole('status')).toHaveTextContent('पोल 2 होम पेज पर दिखेगा।');
  await user.click(within(fresh).getByRole('button', { name: 'पोल 2: बंद करें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('पोल 2 बंद हो गया।');
  await user.click(within(fresh).getByText(/लेख बदलें/));
  await user.type(within(fresh).getByRole('textbox', { name: 'लेख आईडी' }), '7');
  await user.click(within(fresh).getByRole('button', { name: 'इस लेख से जोड़ें' }));
  expect(await screen.findByRole('status')).toHaveTextContent('पोल 2 लेख 7 से जुड़ गया।');
  await user.type(within(fresh).getByRole('searchbox', { name: 'या शीर्षक से लेख खोजें' }), 'मेट्रो');
  await user.click(await within(fresh).findByRole('button', { name: /मेट्रो का नया रूट/ }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('पोल 2 लेख 12 से जुड़ गया।'));
  const writes = calls
    .map((c, at) => ({ ...c, token: headers[at]?.['x-csrf-token'] }))
    .filter((c) => c.method !== 'GET');
  expect(writes).toEqual([
    { method: 'PATCH', path: '/api/newsroom/sitepolls/2', body: { atHome: true }, token: 'token-of-editor' },
    { method: 'POST', path: '/api/newsroom/sitepolls/2/close', body: undefined, token: 'token-of-editor' },
    { method: 'PATCH', path: '/api/newsroom/sitepolls/2', body: { newsId: 7 }, token: 'token-of-editor' },
    { method: 'PATCH', path: '/api/newsroom/sitepolls/2', body: { newsId: 12 }, token: 'token-of-editor' },
  ]);
  expect(calls.filter((c) => c.path === '/api/newsroom/sitepolls').length).toBeGreaterThan(4);
});

test('a voted poll offers no text change; one voted in meanwhile shows the server’s refusal', async () => {
  const { user, calls } = renderPolls({
    'PATCH /api/newsroom/sitepolls/2': reply(409, { message: 'वोट आने के बाद पोल का सवाल नहीं बदला जा सकता।' }),
  });
  expect(within(await cardOf(VOTED.question)).queryByRole('button', { name: 'पोल 1: सवाल बदलें' })).toBeNull();
  await user.click(within(await cardOf(FRESH.question)).getByRole('button', { name: 'पोल 2: सवाल बदलें' }));
  const form = screen.getByRole('form', { name: 'पोल 2 का सवाल बदलें' });
  const question = within(form).getByRole('textbox', { name: 'सवाल' });
  await user.clear(question);
  await user.type(question, 'क्या चुनाव आयोग का फैसला ठीक था?');
  await user.click(within(form).getByRole('button', { name: 'सहेजें' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('वोट आने के बाद पोल का सवाल नहीं बदला जा सकता।');
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
    question: 'क्या चुनाव आयोग का फैसला ठीक था?',
    options: ['हाँ', 'नहीं'],
  });
});
