import type { QueryState } from '@janmat/shared';
import { renderWithPortal } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { FigureBox } from './FigureBox';

interface Figure {
  keys: string;
  values: string;
}

const idle = { isError: false, isLoading: false, refetch: () => undefined };

const box = (query: QueryState<Figure[]>) =>
  renderWithPortal(
    <FigureBox
      title="बाज़ार"
      query={query}
      rows={3}
      toRow={(figure) => ({ key: figure.keys, name: figure.keys, value: figure.values })}
    />,
  );

const region = () => screen.getByRole('region', { name: 'बाज़ार' });

describe('FigureBox', () => {
  afterEach(() => jest.restoreAllMocks());

  it('holds the place of its rows while loading', () => {
    box({ ...idle, isLoading: true });
    expect(region().querySelectorAll('[data-skeleton] > span')).toHaveLength(3);
    expect(within(region()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the figures as a table captioned with the title', () => {
    const figures = [{ keys: 'सेंसेक्स', values: '84312.55' }];
    box({ ...idle, data: figures, currentData: figures });
    const table = within(region()).getByRole('table', { name: 'बाज़ार' });
    expect(within(table).getByRole('rowheader', { name: 'सेंसेक्स' })).toBeInTheDocument();
    expect(within(table).getByText('84312.55')).toBeInTheDocument();
  });

  it('says so when there are no figures', () => {
    box({ ...idle, data: [], currentData: [] });
    expect(within(region()).getByText('अभी जानकारी उपलब्ध नहीं है।')).toBeInTheDocument();
  });

  it('shows a failure with a retry button that asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refetch = jest.fn();
    const { user } = box({ ...idle, isError: true, error: { status: 500 }, refetch });
    expect(within(region()).getByRole('alert')).toHaveTextContent('जानकारी लोड नहीं हो सकी।');
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
