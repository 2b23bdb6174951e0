import { reply } from '@janmat/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { entry, NEWS, POLLS } from '../../test/releaseFixtures';
import { renderDesk } from '../../test/renderDesk';
import { ReleasesPage } from './ReleasesPage';

// uPlot draws on a canvas, which jsdom has not: the chart is its own chunk, stood in for here.
jest.mock('./HealthPlot', () => ({
  HealthPlot: ({ label, rows }: { label: string; rows: unknown[] }) => (
    <div data-testid="plot">{`${label}: ${rows.length}`}</div>
  ),
}));

const NEWS_HISTORY = {
  items: [
    entry(9, { action: 'canary', build: 'b9', percent: 10, actor: 'token', reason: 'नया हेडर' }),
    entry(7, { action: 'seed', at: '2026-11-25T04:30:00.000Z' }),
  ],
};

function renderReleases(api = {}) {
  return renderDesk(<ReleasesPage />, {
    route: '/newsroom/releases',
    role: 'admin',
    api: {
      'GET /api/releases': { sections: [NEWS, POLLS] },
      'GET /api/releases/news/history': NEWS_HISTORY,
      'GET /api/releases/polls/history': { items: [] },
      ...api,
    },
  });
}

const cardOf = async (name: RegExp) => (await screen.findByRole('heading', { level: 2, name })).closest('li')!;

test('shows each section’s live build and canary with their health figures, charts and history', async () => {
  renderReleases();
  expect(await screen.findByRole('heading', { level: 1, name: 'रिलीज़' })).toBeInTheDocument();
  const news = await cardOf(/news/);
  expect(news).toHaveTextContent('b7');
  expect(news).toHaveTextContent('/remotes/news/b9/mf-manifest.json');
  expect(news).toHaveTextContent('10%');
  // The canary's start, 04:30 UTC, is 10:00 in India.
  expect(within(news).getAllByText(/10:00/).length).toBeGreaterThan(0);
  expect(news).toHaveTextContent('1,240');
  expect(news).toHaveTextContent('1.25%');
  expect(news).toHaveTextContent('2,600 ms');
  expect(news).toHaveTextContent('310 ms');
  expect(within(news).getByRole('button', { name: /: प्रमोट$/ })).toBeEnabled();
  // Each figure charted, with its minutes as text: the canary's minute had 8 of 40 views with errors.
  expect(await within(news).findAllByTestId('plot')).toHaveLength(3);
  expect(within(news).getByRole('table', { name: /त्रुटि दर, मिनट दर मिनट/ })).toHaveTextContent('20%');
  const history = await within(news).findByRole('table', { name: /रिलीज़ का इतिहास/ });
  expect(within(history).getAllByRole('row')[1]).toHaveTextContent(/कैनरी.*b9.*10%.*ऑपरेटर टोकन.*नया हेडर/);
  const polls = await cardOf(/polls/);
  expect(polls).toHaveTextContent('कोई कैनरी नहीं');
  expect(within(polls).queryByRole('button', { name: /प्रमोट/ })).not.toBeInTheDocument();
  expect(within(polls).getAllByText('अभी कोई आँकड़े नहीं')).toHaveLength(3);
  expect(within(polls).queryByTestId('plot')).not.toBeInTheDocument();
  expect(await within(polls).findByText('अभी कोई इतिहास नहीं है।')).toBeInTheDocument();
});

test('rollback asks first, then sends the reason with the session’s token and refreshes the section', async () => {
  const { user, calls, headers, answers } = renderReleases({
    'POST /api/releases/news/rollback': { section: { ...NEWS, canary: null } },
  });
  const news = await cardOf(/news/);
  await user.click(within(news).getByRole('button', { name: /: रोलबैक$/ }));
  const dialog = screen.getByRole('dialog', { name: /रोलबैक करें\?/ });
  expect(dialog).toHaveTextContent('कैनरी हटा दिया जाएगा');
  await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  await user.click(within(news).getByRole('button', { name: /: रोलबैक$/ }));
  await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: /कारण/ }), 'त्रुटियाँ बढ़ीं');
  answers.set('GET /api/releases', {
    sections: [{ ...NEWS, canary: null, health: { ...NEWS.health, canary: null } }, POLLS],
  });
  answers.set('GET /api/releases/news/history', {
    items: [entry(10, { action: 'rollback', build: 'b9', reason: 'त्रुटियाँ बढ़ीं' }), ...NEWS_HISTORY.items],
  });
  const before = calls.filter((c) => c.path === '/api/releases').length;
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'हाँ, रोलबैक करें' }));
  expect(await within(news).findByRole('status')).toHaveTextContent('कैनरी हटा दिया गया।');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const post = calls.findIndex((c) => c.method === 'POST');
  expect(calls[post]).toMatchObject({ path: '/api/releases/news/rollback', body: { reason: 'त्रुटियाँ बढ़ीं' } });
  expect(headers[post]?.['x-csrf-token']).toBe('token-of-admin');
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/releases').length).toBe(before + 1));
  await waitFor(() => expect(within(news).getByText('कोई कैनरी नहीं')).toBeInTheDocument());
  expect(await within(news).findByRole('cell', { name: 'रोलबैक' })).toBeInTheDocument();
});

test('a refusal shows the server’s reason in the dialog; the buttons wait while it is sent', async () => {
  let answer: (value: unknown) => void = () => undefined;
  const { user, calls } = renderReleases({
    'POST /api/releases/polls/rollback': () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  });
  const polls = await cardOf(/polls/);
  await user.click(within(polls).getByRole('button', { name: /: रोलबैक$/ }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('पिछला लाइव बिल्ड फिर से');
  await user.click(within(dialog).getByRole('button', { name: 'हाँ, रोलबैक करें' }));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'हाँ, रोलबैक करें' })).toBeDisabled());
  expect(within(polls).getByRole('button', { name: /: रोलबैक$/ })).toBeDisabled();
  answer(reply(409, { message: 'इस सेक्शन का कोई पिछला बिल्ड नहीं है।' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('इस सेक्शन का कोई पिछला बिल्ड नहीं है।');
  expect(within(dialog).getByRole('button', { name: 'हाँ, रोलबैक करें' })).toBeEnabled();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
});

test('a refusal in another language is explained in Hindi, with the server’s words', async () => {
  const { user } = renderReleases({
    'POST /api/releases/news/promote': reply(409, { message: 'no canary' }),
  });
  await user.click(within(await cardOf(/news/)).getByRole('button', { name: /: प्रमोट$/ }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'हाँ, प्रमोट करें' }));
  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
    'यह कदम अभी नहीं उठाया जा सकता: सेक्शन की स्थिति इसकी इजाज़त नहीं देती। (सर्वर: no canary)',
  );
});
