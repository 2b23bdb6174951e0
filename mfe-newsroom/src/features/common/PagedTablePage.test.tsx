import { screen, within } from '@testing-library/react';
import { renderNewsroom } from '../../test/renderNewsroom';
import { PagedTablePage } from './PagedTablePage';

type Row = { id: number; name: string };
const ok = (data: Row[]) => ({
  data: { data, next: null },
  isLoading: false,
  isFetching: false,
  isError: false,
  refetch: () => undefined,
});

function renderPage(data: Row[]) {
  return renderNewsroom(
    <PagedTablePage<Row>
      id="things-title"
      title="चीज़ें"
      query={ok(data) as never}
      empty="अभी कुछ नहीं है।"
      before={undefined}
      onPage={() => undefined}
      headings={['क्रम', 'नाम']}
      row={(r) => (
        <tr key={r.id}>
          <td>{r.id}</td>
          <td>{r.name}</td>
        </tr>
      )}
    />,
    { route: '/newsroom/things', api: {} },
  );
}

test('the page is named by its heading and lists each item as a row under the column headings', () => {
  renderPage([
    { id: 1, name: 'पहली' },
    { id: 2, name: 'दूसरी' },
  ]);
  const section = screen.getByRole('region', { name: 'चीज़ें' });
  expect(within(section).getByRole('heading', { level: 1 })).toHaveTextContent('चीज़ें');
  expect(
    within(section)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['क्रम', 'नाम']);
  expect(within(section).getAllByRole('row')).toHaveLength(3);
});

test('an empty list says so in Hindi', () => {
  renderPage([]);
  expect(screen.getByText('अभी कुछ नहीं है।')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
