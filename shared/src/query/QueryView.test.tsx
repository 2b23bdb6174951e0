import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { QueryState } from './QueryState';
import { QueryView, type QueryViewProps } from './QueryView';

const idle = { isError: false, isLoading: false, refetch: () => undefined };

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
});
