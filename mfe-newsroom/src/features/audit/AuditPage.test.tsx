import type { AuditEntry } from '@janmat/shared/contracts';
import { screen } from '@testing-library/react';
import { renderNewsroom } from '../../test/renderNewsroom';
import { AuditPage } from './AuditPage';

const entry = (id: number, action: string): AuditEntry => ({
  id,
  staff_id: 1,
  staff_name: 'प्रधान संपादक',
  action,
  subject_type: 'article',
  subject_id: '7',
  detail: { changed: ['title'] },
  at: '2026-11-24T04:30:00.000Z',
});

test('shows who did what when, in India time, and pages back through older entries', async () => {
  const { user, requested } = renderNewsroom(<AuditPage />, {
    route: '/newsroom/audit',
    api: {
      'GET /api/newsroom/audit': { data: [entry(9, 'article_update')], next: 9 },
      'GET /api/newsroom/audit?before=9': { data: [entry(3, 'signin')], next: null },
    },
  });
  const row = (await screen.findByRole('cell', { name: 'article_update' })).closest('tr')!;
  expect(row).toHaveTextContent('प्रधान संपादक');
  expect(row).toHaveTextContent('article 7');
  // 04:30 UTC is 10:00 in India.
  expect(row).toHaveTextContent(/10:00/);
  await user.click(screen.getByRole('button', { name: 'और पुराने' }));
  expect(await screen.findByRole('cell', { name: 'signin' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'और पुराने' })).not.toBeInTheDocument();
  expect(requested()).toContain('/api/newsroom/audit?before=9');
});
