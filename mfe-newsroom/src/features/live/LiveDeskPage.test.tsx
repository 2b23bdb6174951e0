import { LIVE_FIELD_MESSAGES } from '@janmat/shared/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { renderDesk } from '../../test/renderDesk';
import { LiveDeskPage } from './LiveDeskPage';
import type { LiveArticle, NewsroomLiveUpdate } from './liveDeskApi';

const ARTICLE: LiveArticle = {
  articleId: 7,
  name: 'चुनाव नतीजे लाइव',
  type: 'national',
  url: 'chunav-natije',
  live: true,
};

const update = (id: number, more: Partial<NewsroomLiveUpdate> = {}): NewsroomLiveUpdate => ({
  id,
  articleId: 7,
  body: `<p>रुझान ${id}</p>`,
  photo: '',
  pinned: false,
  keyEvent: false,
  postedAt: '2026-11-26T04:30:00.000Z',
  updatedAt: '2026-11-26T04:30:00.000Z',
  version: 2,
  postedBy: 'संपादक',
  ...more,
});

function renderLive(api = {}) {
  return renderDesk(<LiveDeskPage />, {
    route: '/newsroom/articles/7/live',
    path: '/newsroom/articles/:id/live',
    api: {
      'GET /api/newsroom/live/7': { data: ARTICLE },
      'GET /api/newsroom/live/7/updates': { data: [update(2, { keyEvent: true }), update(1)], next: null },
      ...api,
    },
  });
}

test('lists the posted updates newest first with their marks, and the article it belongs to', async () => {
  renderLive();
  expect(await screen.findByRole('heading', { level: 1, name: 'लाइव पेज' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'भेजे गए अपडेट' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((row) => row.querySelector('p + div')?.textContent)).toEqual(['रुझान 2', 'रुझान 1']);
  expect(within(rows[0]!).getByText('मुख्य घटना')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: ARTICLE.name })).toHaveAttribute('href', '/news/national/chunav-natije');
  expect(screen.getByText('यह पेज अभी लाइव है।')).toBeInTheDocument();
});

test('an update without text is refused in Hindi under the field, and nothing is sent', async () => {
  const { user, calls } = renderLive();
  await user.click(await screen.findByRole('button', { name: 'अपडेट भेजें' }));
  expect(await screen.findByText(LIVE_FIELD_MESSAGES.bodyRequired)).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
});

test('a correction sends only what changed, with the version seen and the CSRF token', async () => {
  const { user, calls, headers } = renderLive({
    'PATCH /api/newsroom/live/updates/1': { data: update(1, { pinned: true }) },
  });
  const list = await screen.findByRole('list', { name: 'भेजे गए अपडेट' });
  await user.click(within(list).getAllByRole('button', { name: /सुधारें$/ })[1]!);
  const form = screen.getByRole('form', { name: 'अपडेट सुधारें' });
  await user.click(within(form).getByRole('checkbox', { name: 'ऊपर पिन करें' }));
  await user.click(within(form).getByRole('button', { name: 'सुधार सहेजें' }));
  expect(await screen.findByText('सुधार सहेज लिया गया।')).toHaveAttribute('role', 'status');
  const patch = calls.findIndex((call) => call.method === 'PATCH');
  expect(calls[patch]).toMatchObject({ path: '/api/newsroom/live/updates/1', body: { pinned: true } });
  expect(headers[patch]).toMatchObject({ 'if-match': '"2"', 'x-csrf-token': 'token-of-editor' });
});

test('an update is deleted after a confirmation', async () => {
  const { user, calls } = renderLive({ 'DELETE /api/newsroom/live/updates/2': { message: 'अपडेट हटा दिया गया।' } });
  const list = await screen.findByRole('list', { name: 'भेजे गए अपडेट' });
  await user.click(within(list).getAllByRole('button', { name: /हटाएँ$/ })[0]!);
  await user.click(screen.getByRole('button', { name: 'हाँ, हटाएँ' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/newsroom/live/updates/2');
  expect(await screen.findByText('अपडेट हटा दिया गया।')).toHaveAttribute('role', 'status');
});

test('an article that is not live offers to start its live page, and no update form', async () => {
  const { user, calls, answers } = renderLive({
    'GET /api/newsroom/live/7': { data: { ...ARTICLE, live: false } },
    'PUT /api/newsroom/live/7': { data: ARTICLE },
  });
  expect(await screen.findByText('अपडेट भेजने के लिए पहले पेज लाइव करें।')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'अपडेट भेजें' })).not.toBeInTheDocument();
  answers.set('GET /api/newsroom/live/7', { data: ARTICLE });
  await user.click(screen.getByRole('button', { name: 'लाइव शुरू करें' }));
  expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ body: { live: true } });
  expect(await screen.findByRole('button', { name: 'अपडेट भेजें' })).toBeInTheDocument();
});
