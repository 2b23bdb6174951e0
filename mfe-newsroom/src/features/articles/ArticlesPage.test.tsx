import type { ArticleListItem } from '@janmat/shared/contracts';
import { list } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { renderNewsroom } from '../../test/renderNewsroom';
import { ArticlesPage } from './ArticlesPage';

const item = (id: number, title: string, status: ArticleListItem['status']): ArticleListItem => ({
  id,
  title,
  slug: `story-${id}`,
  status,
  category: 'national',
  state: null,
  subtype: null,
  reporter: { id: 2, name: 'रीना' },
  updatedAt: '2026-11-24T04:30:00.000Z',
  publishAt: status === 'scheduled' ? '2026-11-25T03:30:00.000Z' : null,
  changedSinceSubmit: false,
});

const API = {
  '/api/categories': list({ id: 1, name: 'राष्ट्रीय', c_code: 'national' }),
  '/api/states': list({ id: 1, name: 'राजस्थान', code: 'rajasthan' }),
  'GET /api/newsroom/articles': {
    data: [item(12, 'संसद सत्र', 'published'), item(11, 'कल का बजट', 'scheduled')],
    next: 11,
  },
};

test('lists articles with their status in Hindi, category name and a link to each editor', async () => {
  renderNewsroom(<ArticlesPage />, { api: API });
  const link = await screen.findByRole('link', { name: 'संसद सत्र' });
  expect(link).toHaveAttribute('href', '/newsroom/articles/12');
  const scheduled = screen.getByRole('link', { name: 'कल का बजट' }).closest('tr')!;
  expect(within(scheduled).getByText(/तय समय पर छपेगा/)).toBeInTheDocument();
  expect(await within(scheduled).findByText('राष्ट्रीय')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'नया लेख' })).toHaveAttribute('href', '/newsroom/articles/new');
});

test('filters go to the server as a query; paging asks for articles before the last one', async () => {
  const { user, requested, answers } = renderNewsroom(<ArticlesPage />, { api: API });
  await screen.findByRole('link', { name: 'संसद सत्र' });
  answers.set('GET /api/newsroom/articles?status=draft', { data: [], next: null });
  await user.selectOptions(screen.getByRole('combobox', { name: 'स्थिति' }), 'draft');
  expect(await screen.findByText('कोई लेख नहीं मिला।')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'स्थिति' }), '');
  await user.click(await screen.findByRole('button', { name: 'और पुराने' }));
  expect(requested()).toContain('/api/newsroom/articles?before=11');
  expect(await screen.findByRole('button', { name: 'सबसे नए' })).toBeInTheDocument();
});

test('marks an article its writer changed after sending it to the editors', async () => {
  renderNewsroom(<ArticlesPage />, {
    api: {
      ...API,
      'GET /api/newsroom/articles': {
        data: [{ ...item(14, 'बदली हुई ख़बर', 'submitted'), changedSinceSubmit: true }, item(13, 'भेजी गई', 'submitted')],
        next: null,
      },
    },
  });
  const changed = (await screen.findByRole('link', { name: 'बदली हुई ख़बर' })).closest('tr')!;
  expect(within(changed).getByText('भेजने के बाद बदला गया')).toBeInTheDocument();
  const unchanged = screen.getByRole('link', { name: 'भेजी गई' }).closest('tr')!;
  expect(within(unchanged).queryByText('भेजने के बाद बदला गया')).not.toBeInTheDocument();
});
