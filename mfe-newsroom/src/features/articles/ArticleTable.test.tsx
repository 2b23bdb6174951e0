import type { ArticleListItem } from '@janmat/shared/contracts';
import { list } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { renderNewsroom } from '../../test/renderNewsroom';
import { ArticleTable } from './ArticleTable';

const item = (id: number, more: Partial<ArticleListItem> = {}): ArticleListItem => ({
  id,
  title: `ख़बर ${id}`,
  slug: `story-${id}`,
  status: 'draft',
  category: 'national',
  state: null,
  subtype: null,
  reporter: { id: 2, name: 'रीना' },
  updatedAt: '2026-11-24T04:30:00.000Z',
  publishAt: null,
  changedSinceSubmit: false,
  ...more,
});

const cellsOf = (title: string) =>
  within(screen.getByRole('link', { name: title }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

test('each article: title to its editor, status, category by name, reporter and last change in India time', async () => {
  renderNewsroom(<ArticleTable items={[item(12, { status: 'published' })]} />, {
    api: { '/api/categories': list({ id: 1, name: 'राष्ट्रीय', c_code: 'national' }) },
  });
  expect(screen.getByRole('link', { name: 'ख़बर 12' })).toHaveAttribute('href', '/newsroom/articles/12');
  expect(await screen.findByRole('cell', { name: 'राष्ट्रीय' })).toBeInTheDocument();
  expect(cellsOf('ख़बर 12')).toEqual(['ख़बर 12', 'प्रकाशित', 'राष्ट्रीय', 'रीना', expect.stringMatching(/10:00/)]);
});

test('a scheduled article says when; a state story names its state; no reporter is a dash', async () => {
  renderNewsroom(
    <ArticleTable
      items={[
        item(11, { status: 'scheduled', publishAt: '2026-11-25T03:30:00.000Z' }),
        item(10, { category: 'state', state: 'bihar', reporter: null }),
      ]}
    />,
    { api: { '/api/categories': list({ id: 2, name: 'राज्य', c_code: 'state' }) } },
  );
  expect(cellsOf('ख़बर 11')[1]).toMatch(/^तय समय पर छपेगा \(.*9:00.*\)$/);
  expect(await screen.findByRole('cell', { name: 'राज्य / bihar' })).toBeInTheDocument();
  expect(cellsOf('ख़बर 10')[3]).toBe('—');
  // A category the reader lists do not know keeps its code.
  expect(cellsOf('ख़बर 11')[2]).toBe('national');
});
