import { list } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderNewsroom } from '../../test/renderNewsroom';
import type { ArticleFilters as Filters } from '../common/articleListApi';
import { ArticleFilters } from './ArticleFilters';

/** The filters as the list holds them, shown as the query they would ask for. */
function Harness({ start }: { start: Filters }) {
  const [filters, setFilters] = useState(start);
  return (
    <>
      <ArticleFilters value={filters} onChange={setFilters} />
      <output>{JSON.stringify(filters)}</output>
    </>
  );
}

const API = {
  '/api/categories': list({ id: 1, name: 'राष्ट्रीय', c_code: 'national' }),
  '/api/states': list({ id: 1, name: 'बिहार', code: 'bihar' }),
};

test('each filter starts the list again from its newest page', async () => {
  const { user } = renderNewsroom(<Harness start={{ before: 40 }} />, { api: API });
  const search = screen.getByRole('search');
  expect(search).toContainElement(screen.getByRole('searchbox', { name: 'खोजें' }));
  await user.type(screen.getByRole('searchbox', { name: 'खोजें' }), 'bjp');
  expect(screen.getByRole('status')).toHaveTextContent('{"q":"bjp"}');
  await user.selectOptions(screen.getByRole('combobox', { name: 'स्थिति' }), 'तय समय पर छपेगा');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'श्रेणी' }),
    await screen.findByRole('option', { name: 'राष्ट्रीय' }),
  );
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'राज्य' }),
    await screen.findByRole('option', { name: 'बिहार' }),
  );
  expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
    q: 'bjp',
    status: 'scheduled',
    category: 'national',
    state: 'bihar',
  });
});

test('«सभी» and an emptied search take their filter away', async () => {
  const { user } = renderNewsroom(<Harness start={{ q: 'ब', status: 'draft' }} />, { api: API });
  expect(screen.getByRole('combobox', { name: 'स्थिति' })).toHaveValue('draft');
  await user.clear(screen.getByRole('searchbox', { name: 'खोजें' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'स्थिति' }), 'सभी');
  expect(screen.getByRole('status')).toHaveTextContent('{}');
});
