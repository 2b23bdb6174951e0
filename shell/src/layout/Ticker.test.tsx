import { renderWithPortal } from '@janmat/shared/testing';
import { act, screen } from '@testing-library/react';
import { HEADLINES, primedStore } from '../test/portal';
import { TICKER_PLACEHOLDER_MS, Ticker } from './Ticker';

afterEach(() => {
  jest.useRealTimers();
});

test('shows a placeholder for 2 s, then each headline linking to its article', async () => {
  const store = await primedStore();
  jest.useFakeTimers();
  renderWithPortal(<Ticker />, { store });
  const ticker = screen.getByRole('region', { name: 'ब्रेकिंग न्यूज़' });
  expect(ticker.querySelector('[data-skeleton]')).not.toBeNull();
  expect(screen.queryAllByRole('link')).toHaveLength(0);

  act(() => jest.advanceTimersByTime(TICKER_PLACEHOLDER_MS - 1));
  expect(screen.queryAllByRole('link')).toHaveLength(0);

  act(() => jest.advanceTimersByTime(1));
  expect(ticker.querySelector('[data-skeleton]')).toBeNull();
  expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    [HEADLINES[0]?.name, '/news/national/vidhansabha-satra'],
    [HEADLINES[1]?.name, '/news/states/nai-sadak'],
  ]);
});
