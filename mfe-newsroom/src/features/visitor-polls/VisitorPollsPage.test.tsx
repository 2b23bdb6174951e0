import { reply } from '@janmat/shared/testing';
import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { VisitorPollsPage } from './VisitorPollsPage';
import type { VisitorPoll } from './visitorPollApi';

const poll = (pollId: number, question: string, more: Partial<VisitorPoll> = {}): VisitorPoll => ({
  pollId,
  question,
  options: ['हाँ', 'नहीं'],
  votes: [3, 1],
  totalVotes: 4,
  createdAt: '2026-11-20 10:00:00',
  hidden: false,
  hiddenAt: null,
  hiddenReason: null,
  ...more,
});

const CRICKET = poll(12, 'क्या भारत विश्व कप जीतेगा?');
const RUDE = poll(11, 'अपमानजनक सवाल', {
  hidden: true,
  hiddenAt: '2026-11-21T04:30:00.000Z',
  hiddenReason: 'अपमानजनक भाषा',
});

function renderModeration(api = {}) {
  return renderDesk(<VisitorPollsPage />, {
    route: '/newsroom/visitor-polls',
    api: { 'GET /api/newsroom/userpolls': { data: [CRICKET, RUDE], next: 11 }, ...api },
  });
}

const cardOf = async (question: string) =>
  (await screen.findByRole('heading', { name: new RegExp(question) })).closest('li')!;

test('marks hidden polls with their reason and time; searches, filters and pages through the server', async () => {
  const { user, calls } = renderModeration();
  expect(await screen.findByRole('heading', { level: 1, name: 'पाठकों के पोल' })).toBeInTheDocument();
  const rude = await cardOf(RUDE.question);
  expect(rude).toHaveTextContent('छिपा हुआ');
  expect(rude).toHaveTextContent('कारण: अपमानजनक भाषा');
  expect(rude).toHaveTextContent('10:00');
  expect(await cardOf(CRICKET.question)).not.toHaveTextContent('छिपा हुआ');
  await user.type(screen.getByRole('searchbox', { name: 'सवाल में खोजें' }), 'विश्व कप');
  await user.click(screen.getByRole('button', { name: 'खोजें' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'कौन से पोल' }), 'false');
  await user.click(await screen.findByRole('button', { name: 'और पुराने' }));
  await waitFor(() =>
    expect(calls.map((c) => decodeURIComponent(c.path))).toEqual([
      '/api/newsroom/userpolls',
      '/api/newsroom/userpolls?q=विश्व+कप',
      '/api/newsroom/userpolls?q=विश्व+कप&hidden=false',
      '/api/newsroom/userpolls?q=विश्व+कप&before=11&hidden=false',
    ]),
  );
});

test('hiding asks for a reason, sends it with the CSRF token and refreshes the list', async () => {
  const { user, calls, headers, answers } = renderModeration({
    'POST /api/newsroom/userpolls/12/hide': { data: { ...CRICKET, hidden: true } },
  });
  await user.click(within(await cardOf(CRICKET.question)).getByRole('button', { name: 'पोल 12: छिपाएँ' }));
  const dialog = screen.getByRole('dialog', { name: 'पोल 12 पाठकों से छिपाएँ?' });
  await user.click(within(dialog).getByRole('button', { name: 'छिपाएँ' }));
  expect(await within(dialog).findByText(F.reasonRequired(3, 500))).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await user.type(within(dialog).getByRole('textbox', { name: /कारण/ }), 'भ्रामक सवाल');
  answers.set('GET /api/newsroom/userpolls', {
    data: [{ ...CRICKET, hidden: true, hiddenReason: 'भ्रामक सवाल' }, RUDE],
    next: null,
  });
  await user.click(within(dialog).getByRole('button', { name: 'छिपाएँ' }));
  expect(await screen.findByRole('status')).toHaveTextContent('पोल 12 छिपा दिया गया।');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const post = calls.findIndex((c) => c.method === 'POST');
  expect(calls[post]).toMatchObject({ path: '/api/newsroom/userpolls/12/hide', body: { reason: 'भ्रामक सवाल' } });
  expect(headers[post]?.['x-csrf-token']).toBe('token-of-editor');
  expect(await within(await cardOf(CRICKET.question)).findByText(/कारण: भ्रामक सवाल/)).toBeInTheDocument();
});

test('showing a hidden poll again; a refusal is an alert', async () => {
  const { user, calls } = renderModeration({
    'POST /api/newsroom/userpolls/11/show': reply(409, { message: 'यह पोल छिपा हुआ नहीं है।' }),
  });
  await user.click(within(await cardOf(RUDE.question)).getByRole('button', { name: 'पोल 11: फिर से दिखाएँ' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('यह पोल छिपा हुआ नहीं है।');
  expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/newsroom/userpolls/11/show');
});

test('deleting needs a reason; the server’s refusal of it shows under the field; then the poll goes', async () => {
  let answer: unknown = reply(400, { message: 'जानकारी सही नहीं है।', errors: { reason: 'कारण बहुत छोटा है।' } });
  const { user, calls, headers, answers } = renderModeration({ 'DELETE /api/newsroom/userpolls/12': () => answer });
  await user.click(within(await cardOf(CRICKET.question)).getByRole('button', { name: 'पोल 12: हटाएँ' }));
  const dialog = screen.getByRole('dialog', { name: 'पोल 12 और उसके सारे वोट हमेशा के लिए हटाएँ?' });
  const reason = within(dialog).getByRole('textbox', { name: /कारण/ });
  await user.type(reason, 'स्पैम');
  await user.click(within(dialog).getByRole('button', { name: 'हाँ, हटाएँ' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('जानकारी सही नहीं है।');
  expect(reason).toHaveAccessibleDescription('कारण बहुत छोटा है।');
  answer = { message: 'पोल हटा दिया गया।' };
  answers.set('GET /api/newsroom/userpolls', { data: [RUDE], next: null });
  await user.type(reason, ' विज्ञापन');
  await user.click(within(dialog).getByRole('button', { name: 'हाँ, हटाएँ' }));
  expect(await screen.findByRole('status')).toHaveTextContent('पोल 12 हटा दिया गया।');
  await waitFor(() => expect(screen.queryByRole('heading', { name: CRICKET.question })).not.toBeInTheDocument());
  const deletes = calls.flatMap((c, at) =>
    c.method === 'DELETE' ? [{ ...c, token: headers[at]?.['x-csrf-token'] }] : [],
  );
  expect(deletes).toEqual([
    { method: 'DELETE', path: '/api/newsroom/userpolls/12', body: { reason: 'स्पैम' }, token: 'token-of-editor' },
    { method: 'DELETE', path: '/api/newsroom/userpolls/12', body: { reason: 'स्पैम विज्ञापन' }, token: 'token-of-editor' },
  ]);
});
