import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LookupGate, type LookupGateProps } from './LookupGate';

const idle = { isError: false, isLoading: false, refetch: () => undefined };

const gate = (lookup: LookupGateProps['lookup'], found: boolean) => (
  <MemoryRouter>
    <LookupGate lookup={lookup} found={found} errorMessage="ख़बरें लोड नहीं हो सकीं।">
      <p>पेज</p>
    </LookupGate>
  </MemoryRouter>
);

describe('LookupGate', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the page while the lookup loads and once it finds the subject', () => {
    const { rerender } = render(gate({ ...idle, isLoading: true }, false));
    expect(screen.getByText('पेज')).toBeInTheDocument();
    rerender(gate({ ...idle, data: [{ id: 1 }] }, true));
    expect(screen.getByText('पेज')).toBeInTheDocument();
  });

  it('shows the not-found page when the answer lacks the subject', () => {
    render(gate({ ...idle, data: [] }, false));
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.queryByText('पेज')).not.toBeInTheDocument();
  });

  it('shows the page, not a verdict on the previous answer, while another subject is looked up', () => {
    render(gate({ ...idle, data: [{ id: 1 }], currentData: undefined }, false));
    expect(screen.getByText('पेज')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'पेज नहीं मिला' })).not.toBeInTheDocument();
  });

  it('shows a failed lookup with its message and retries it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refetch = jest.fn();
    render(gate({ ...idle, isError: true, error: { status: 500 }, refetch }, false));
    expect(screen.getByRole('alert')).toHaveTextContent('ख़बरें लोड नहीं हो सकीं।');
    await userEvent.setup().click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
