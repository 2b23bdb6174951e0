import { reply } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { entry } from '../../test/releaseFixtures';
import { renderDesk } from '../../test/renderDesk';
import { ReleaseHistory } from './ReleaseHistory';

const renderHistory = (answer: unknown) =>
  renderDesk(<ReleaseHistory section="news" />, {
    route: '/newsroom/releases',
    role: 'admin',
    api: { 'GET /api/releases/news/history': answer },
  });

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

test('each entry in Hindi: when (India time), what, build, share, who, why', async () => {
  renderHistory({
    items: [
      entry(3, { action: 'auto-rollback', build: 'b9', percent: 10, actor: 'guardrail', reason: 'त्रुटियाँ बढ़ीं' }),
      entry(2, { action: 'promote', build: 'b8', actor: 'token' }),
      entry(1, { action: 'seed', build: null }),
    ],
  });
  const table = await screen.findByRole('table', { name: 'समाचार (news): रिलीज़ का इतिहास' });
  expect(bodyRows(table).map((row) => [...row.children].slice(1).map((cell) => cell.textContent))).toEqual([
    ['अपने-आप रोलबैक', 'b9', '10%', 'स्वचालित जाँच', 'त्रुटियाँ बढ़ीं'],
    ['प्रमोट', 'b8', '—', 'ऑपरेटर टोकन', '—'],
    ['शुरुआती बिल्ड', '—', '—', 'प्रधान संपादक', '—'],
  ]);
  expect(bodyRows(table)[0]!.firstElementChild).toHaveTextContent(/10:00/);
});

test('the ten newest first; the whole history on request', async () => {
  const items = Array.from({ length: 12 }, (_, i) => entry(12 - i, { build: `b${12 - i}` }));
  const { user } = renderHistory({ items });
  const table = await screen.findByRole('table');
  expect(bodyRows(table)).toHaveLength(10);
  await user.click(screen.getByRole('button', { name: 'पूरा इतिहास (12)' }));
  expect(bodyRows(table)).toHaveLength(12);
  expect(bodyRows(table).at(-1)).toHaveTextContent('b1');
  expect(screen.queryByRole('button', { name: /पूरा इतिहास/ })).not.toBeInTheDocument();
});

test('an empty history says so; a failed one offers a retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user, answers } = renderHistory(reply(500, { message: 'गड़बड़' }));
  const retry = await screen.findByRole('button', { name: 'फिर से कोशिश करें' });
  answers.set('GET /api/releases/news/history', { items: [] });
  await user.click(retry);
  expect(await screen.findByText('अभी कोई इतिहास नहीं है।')).toBeInTheDocument();
});
