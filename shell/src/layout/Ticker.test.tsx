import { renderWithPortal } from '@janmat/shared/testing';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
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

test('a page the server rendered has the headlines in its HTML and keeps them while it hydrates: no placeholder, no mismatch', async () => {
  const store = await primedStore();
  const page = (
    <Provider store={store}>
      <MemoryRouter>
        <Ticker />
      </MemoryRouter>
    </Provider>
  );
  const html = renderToString(page);
  expect(html).toContain(HEADLINES[0]?.name);
  expect(html).not.toContain('data-skeleton');
  jest.useFakeTimers();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.querySelector('[data-skeleton]')).toBeNull();
  expect(container.querySelectorAll('a')).toHaveLength(HEADLINES.length);
  container.remove();
});
