import type { QueryState } from '@janmat/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedQuery } from './PagedQuery';

type Page = { data: string[]; next: number | null };

const state = (more: Partial<QueryState<Page>>): QueryState<Page> => ({
  isError: false,
  isLoading: false,
  refetch: jest.fn(),
  ...more,
});

function renderList(query: QueryState<Page>, before?: number) {
  const onPage = jest.fn();
  render(
    <PagedQuery query={query} empty="कोई संदेश नहीं है।" before={before} onPage={onPage}>
      {(items) => (
        <ul aria-label="संदेश">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedQuery>,
  );
  return { onPage, user: userEvent.setup() };
}

test('the items of the page, then paging on to older ones from `next`', async () => {
  const { onPage, user } = renderList(state({ currentData: { data: ['पहला', 'दूसरा'], next: 40 } }));
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['पहला', 'दूसरा']);
  await user.click(screen.getByRole('button', { name: 'और पुराने' }));
  expect(onPage).toHaveBeenCalledWith(40);
});

test('an empty page says so in Hindi, with no list', () => {
  renderList(state({ currentData: { data: [], next: null } }));
  expect(screen.getByText('कोई संदेश नहीं है।')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'संदेश' })).not.toBeInTheDocument();
});

test('an older page leads back to the newest; the last one offers nothing older', async () => {
  const { onPage, user } = renderList(state({ currentData: { data: ['पुराना'], next: null } }), 40);
  expect(screen.queryByRole('button', { name: 'और पुराने' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'सबसे नए' }));
  expect(onPage).toHaveBeenCalledWith(undefined);
});

test('a failed page offers a retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failed = state({ isError: true, error: { status: 500 } });
  const { user } = renderList(failed);
  await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
  expect(failed.refetch).toHaveBeenCalledTimes(1);
});

test('while a page loads there are no items and no paging', () => {
  renderList(state({ isLoading: true }), 40);
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'पन्ने' })).not.toBeInTheDocument();
});
