import { ROUTES, useLocation } from '@janmat/shared';
import { mockApi, renderWithPortal } from '@janmat/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { SITE_ANSWERS } from '../../test/fixtures';
import { SearchForm } from './SearchForm';

/** Where the reader is, with the query string. */
function At() {
  const { pathname, search } = useLocation();
  return <output data-testid="at">{pathname + search}</output>;
}

const open = (args: Parameters<typeof SearchForm>[0]['args']) => {
  mockApi(SITE_ANSWERS);
  return renderWithPortal(
    <>
      <SearchForm args={args} />
      <At />
    </>,
    { route: '/search?q=chunav&page=3', path: ROUTES.search.path },
  );
};

describe('SearchForm', () => {
  it('is a plain GET form to /search in a search landmark, its fields labelled', async () => {
    open(undefined);
    const form = screen.getByRole('search', { name: 'ख़बरें खोजें' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(screen.getByRole('searchbox', { name: 'खोज के शब्द' })).toHaveAttribute('name', 'q');
    expect(await screen.findByRole('option', { name: 'चुनाव' })).toHaveValue('election');
    expect(await screen.findByRole('option', { name: 'बिहार' })).toHaveValue('bihar');
    expect(screen.getByLabelText('तारीख़ से')).toHaveAttribute('name', 'from');
    expect(screen.getByLabelText('तारीख़ तक')).toHaveAttribute('name', 'to');
  });

  it('fills its fields from the search on screen', async () => {
    open({ q: 'chunav', page: 2, section: 'election', state: 'bihar', from: '2026-01-01' });
    expect(screen.getByRole('searchbox', { name: 'खोज के शब्द' })).toHaveValue('chunav');
    await screen.findByRole('option', { name: 'बिहार' });
    expect(screen.getByRole('combobox', { name: 'सेक्शन' })).toHaveValue('election');
    expect(screen.getByRole('combobox', { name: 'राज्य' })).toHaveValue('bihar');
    expect(screen.getByLabelText('तारीख़ से')).toHaveValue('2026-01-01');
  });

  it('goes to the first page of the new search without a page load, leaving empty filters out', async () => {
    const { user } = open({ q: 'chunav', page: 3 });
    const words = screen.getByRole('searchbox', { name: 'खोज के शब्द' });
    await user.clear(words);
    await user.type(words, 'sheetkalin satra');
    await screen.findByRole('option', { name: 'बिहार' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'राज्य' }), 'bihar');
    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    // The router moves in a transition: the new address is there once React has committed it.
    await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent('/search?q=sheetkalin+satra&state=bihar'));
    expect(screen.getByRole('searchbox', { name: 'खोज के शब्द' })).toHaveValue('sheetkalin satra');
  });
});
