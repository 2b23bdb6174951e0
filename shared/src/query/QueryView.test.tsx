import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { baseApi } from '../api/baseApi';
import { unwrapList } from '../api/unwrapList';
import { deferred, list, mockApi } from '../testing/mockApi';
import { renderWithPortal } from '../testing/renderWithPortal';
import type { QueryState } from './QueryState';
import { QueryView, type QueryViewProps } from './QueryView';

const idle = { isError: false, isLoading: false, refetch: () => undefined };

const pagesApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getQueryViewPage: b.query<string[], number>({ query: (page) => `qv-page/${page}`, transformResponse: unwrapList }),
  }),
});

/** A paged list as a reader sees it: the items of the page asked for, and buttons to page on or reload. */
function PagedList({ keepPrevious }: { keepPrevious?: boolean }) {
  const [page, setPage] = useState(1);
  const query = pagesApi.useGetQueryViewPageQuery(page);
  return (
    <>
      <button type="button" onClick={() => void query.refetch()}>
        ताज़ा करें
      </button>
      <QueryView query={query} skeleton={<p>लोड हो रहा है</p>} keepPrevious={keepPrevious}>
        {(items) => (
          <>
            <ul>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <button type="button" onClick={() => setPage((p) => p + 1)}>
              अगला पन्ना
            </button>
          </>
        )}
      </QueryView>
    </>
  );
}

/** Page 1 answers at once; page 2 and every later request of page 1 wait for the test. */
function mockPages() {
  const second = deferred<unknown>();
  const reload = deferred<unknown>();
  let firstCalls = 0;
  mockApi({
    '/api/qv-page/1': () => (++firstCalls === 1 ? list('पहली ख़बर') : reload.promise),
    '/api/qv-page/2': () => second.promise,
  });
  return { second, reload };
}

function view(query: QueryState<string[]>, props: Partial<QueryViewProps<string[]>> = {}): ReactElement {
  return (
    <MemoryRouter>
      <QueryView query={query} skeleton={<p>लोड हो रहा है</p>} {...props}>
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </QueryView>
    </MemoryRouter>
  );
}

describe('QueryView', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the skeleton while loading and until there is data', () => {
    const { rerender } = render(view({ ...idle, isLoading: true }));
    expect(screen.getByText('लोड हो रहा है')).toBeInTheDocument();
    rerender(view({ ...idle }));
    expect(screen.getByText('लोड हो रहा है')).toBeInTheDocument();
  });

  it('renders the content from the data', () => {
    render(view({ ...idle, data: ['एक', 'दो'] }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a failure with its message, logs the error and retries on the button', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refetch = jest.fn();
    render(view({ ...idle, isError: true, error: { status: 500 }, refetch }, { errorMessage: 'सूची लोड नहीं हो सकी।' }));
    expect(screen.getByRole('alert')).toHaveTextContent('सूची लोड नहीं हो सकी।');
    expect(console.error).toHaveBeenCalledWith(expect.any(String), { status: 500 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says the part could not load when no message is given', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(view({ ...idle, isError: true, error: { status: 500 } }));
    expect(screen.getByRole('alert')).toHaveTextContent('यह हिस्सा अभी लोड नहीं हो सका।');
  });

  it('shows the empty text for an empty answer, and the content without one', () => {
    const { rerender } = render(view({ ...idle, data: [] }, { empty: 'यहाँ कुछ नहीं है।' }));
    expect(screen.getByText('यहाँ कुछ नहीं है।')).toBeInTheDocument();
    rerender(view({ ...idle, data: [] }));
    expect(screen.getByRole('list')).toBeEmptyDOMElement();
  });

  it('takes its own test of emptiness', () => {
    render(view({ ...idle, data: ['एक'] }, { empty: 'कुछ नहीं', isEmpty: (items) => items.length < 2 }));
    expect(screen.getByText('कुछ नहीं')).toBeInTheDocument();
  });

  it('with notFound, shows the not-found page for a 404 and for an answer without the subject', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const notFound = (items: string[]) => !items.includes('एक');
    const { rerender } = render(view({ ...idle, isError: true, error: { status: 404 } }, { notFound }));
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    rerender(view({ ...idle, data: ['दो'] }, { notFound }));
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    rerender(view({ ...idle, data: ['एक'] }, { notFound }));
    expect(screen.getByRole('listitem')).toHaveTextContent('एक');
  });

  it('without notFound, a 404 is a failure like any other', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(view({ ...idle, isError: true, error: { status: 404 } }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('with a state that carries currentData, shows only the current arguments’ answer', () => {
    const previous = ['पुरानी'];
    const { rerender } = render(view({ ...idle, data: previous, currentData: undefined }));
    expect(screen.getByText('लोड हो रहा है')).toBeInTheDocument();
    expect(screen.queryByText('पुरानी')).not.toBeInTheDocument();
    rerender(view({ ...idle, data: ['नई'], currentData: ['नई'] }));
    expect(screen.getByRole('listitem')).toHaveTextContent('नई');
  });

  it('with keepPrevious, keeps the previous content marked busy, but never a previous empty or missing answer', () => {
    const { rerender, container } = render(
      view({ ...idle, data: ['पुरानी'], currentData: undefined }, { keepPrevious: true, empty: 'कुछ नहीं' }),
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('पुरानी');
    expect(screen.getByRole('list').parentElement).toHaveAttribute('aria-busy', 'true');
    rerender(view({ ...idle, data: [], currentData: undefined }, { keepPrevious: true, empty: 'कुछ नहीं' }));
    expect(screen.getByText('लोड हो रहा है')).toBeInTheDocument();
    rerender(view({ ...idle, data: ['नई'], currentData: ['नई'] }, { keepPrevious: true, empty: 'कुछ नहीं' }));
    expect(screen.getByRole('list').parentElement).toHaveAttribute('aria-busy', 'false');
    expect(container).not.toHaveTextContent('पुरानी');
  });

  describe('with RTK Query, when the arguments change', () => {
    it('shows the skeleton until the new page comes, not the previous page as if it were the new one', async () => {
      const { second } = mockPages();
      const { user } = renderWithPortal(<PagedList />);
      expect(await screen.findByText('पहली ख़बर')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'अगला पन्ना' }));
      expect(screen.getByText('लोड हो रहा है')).toBeInTheDocument();
      expect(screen.queryByText('पहली ख़बर')).not.toBeInTheDocument();
      second.resolve(list('दूसरी ख़बर'));
      expect(await screen.findByText('दूसरी ख़बर')).toBeInTheDocument();
      expect(screen.queryByText('लोड हो रहा है')).not.toBeInTheDocument();
    });

    it('keeps the content of the same arguments while it is fetched again', async () => {
      const { reload } = mockPages();
      const { user } = renderWithPortal(<PagedList />);
      expect(await screen.findByText('पहली ख़बर')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'ताज़ा करें' }));
      expect(screen.getByText('पहली ख़बर')).toBeInTheDocument();
      expect(screen.queryByText('लोड हो रहा है')).not.toBeInTheDocument();
      reload.resolve(list('पहली ख़बर', 'नई ख़बर'));
      expect(await screen.findByText('नई ख़बर')).toBeInTheDocument();
    });

    it('with keepPrevious, keeps the previous page marked busy and its controls in place', async () => {
      const { second } = mockPages();
      const { user } = renderWithPortal(<PagedList keepPrevious />);
      await screen.findByText('पहली ख़बर');
      const next = screen.getByRole('button', { name: 'अगला पन्ना' });
      await user.click(next);
      expect(screen.getByText('पहली ख़बर').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByText('लोड हो रहा है')).not.toBeInTheDocument();
      expect(next).toHaveFocus();
      second.resolve(list('दूसरी ख़बर'));
      expect(await screen.findByText('दूसरी ख़बर')).toBeInTheDocument();
      expect(screen.queryByText('पहली ख़बर')).not.toBeInTheDocument();
      expect(screen.getByText('दूसरी ख़बर').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
      expect(next).toHaveFocus();
    });
  });
});
