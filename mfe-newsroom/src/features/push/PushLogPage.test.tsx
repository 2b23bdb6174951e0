import type { PushLogEntry } from '@janmat/shared/contracts';
import { screen, within } from '@testing-library/react';
import { renderNewsroom } from '../../test/renderNewsroom';
import { PushLogPage } from './PushLogPage';

const entry = (id: number, changes: Partial<PushLogEntry>): PushLogEntry => ({
  id,
  at: '2026-11-24T04:30:00.000Z',
  source: 'breaking',
  title: 'ब्रेकिंग',
  body: 'संसद का सत्र आज से',
  url: 'https://janmat.in/news/national/sansad-satra',
  topics: ['breaking', 'national'],
  heldTopics: [],
  recipients: 1200,
  delivered: 1190,
  failed: 4,
  removed: 6,
  pending: 0,
  ...changes,
});

test('each push shows when, what, its topics, to how many and how it went; a held one says so', async () => {
  const { user, requested } = renderNewsroom(<PushLogPage />, {
    route: '/newsroom/pushes',
    api: {
      'GET /api/newsroom/pushes': {
        data: [
          entry(9, { topics: [], heldTopics: ['breaking'], recipients: 0, delivered: 0, failed: 0, removed: 0 }),
          entry(8, { pending: 300, delivered: 900 }),
          entry(7, {}),
        ],
        next: 7,
      },
      'GET /api/newsroom/pushes?before=7': { data: [entry(2, { title: 'पुराना' })], next: null },
      'GET /api/push/topics': [
        { id: 'breaking', label: 'ब्रेकिंग' },
        { id: 'national', label: 'राष्ट्रीय' },
      ],
    },
  });
  const held = (await screen.findByRole('cell', { name: 'रोका गया' })).closest('tr')!;
  // Topics by their Hindi names.
  expect(await within(held).findByText('— (रोके गए: ब्रेकिंग)')).toBeInTheDocument();
  const sending = screen.getByRole('cell', { name: 'भेजा जा रहा है (300 बाकी)' }).closest('tr')!;
  expect(sending).toHaveTextContent('900');
  const done = screen.getByRole('cell', { name: 'पूरा' }).closest('tr')!;
  expect(done).toHaveTextContent('1,200');
  expect(done).toHaveTextContent('1,190');
  expect(within(done).getByRole('cell', { name: 'ब्रेकिंग, राष्ट्रीय' })).toBeInTheDocument();
  // 04:30 UTC is 10:00 in India.
  expect(done).toHaveTextContent(/10:00/);
  expect(screen.getAllByRole('link', { name: 'ब्रेकिंग' })[0]).toHaveAttribute(
    'href',
    'https://janmat.in/news/national/sansad-satra',
  );
  await user.click(screen.getByRole('button', { name: 'और पुराने' }));
  expect(await screen.findByRole('link', { name: 'पुराना' })).toBeInTheDocument();
  expect(requested()).toContain('/api/newsroom/pushes?before=7');
});
