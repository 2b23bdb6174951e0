import { mockApi, renderWithPortal } from '@janmat/shared/testing';
import { act, screen } from '@testing-library/react';
import { makePoll } from '../../test/polls';
import { PollWidget } from './PollWidget';

const poll = makePoll({ res1: 3, res2: 1 });
const counted = { data: [makePoll({ res1: 5, res2: 2 })] };
const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
/** Lets an answer already sent reach the page: its promises, and the store's batched notice (a few ms). */
const settle = () => tick(100);

/** The widget on a page after this visitor's vote was counted (its results on screen). */
function openResults(kind?: 'user' | 'site') {
  const api = mockApi({ '/api/pppolls/42': counted, '/api/userpolls/42': counted });
  renderWithPortal(<PollWidget poll={poll} kind={kind} />, { route: '/?vote=done&poll=42' });
  const asks = () => api.requested().filter((path) => /^\/api\/(pppolls|userpolls)\/42$/.test(path));
  const modes = () => api.fetch.mock.calls.map(([request]) => (request as unknown as Request).cache);
  return { asks, modes, requested: api.requested };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  setVisibility('visible');
  jest.useRealTimers();
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('a poll’s live counts', () => {
  it('follow new votes while its results show, the total told politely, and ask again every 10 s', async () => {
    const { asks, modes } = openResults();
    expect(screen.getByText('कुल वोट: 4')).toHaveAttribute('aria-live', 'polite');
    await settle();
    expect(screen.getByText('कुल वोट: 7')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^हाँ: 71% \(5 वोट\)$/ })).toBeInTheDocument();
    expect(asks()).toHaveLength(1);
    // Past the browser's own copy: a copy served stale while it revalidates would be a poll late.
    expect(modes()).toEqual(['no-cache']);
    await tick(9_000);
    expect(asks()).toHaveLength(1);
    await tick(1_000);
    expect(asks()).toHaveLength(2);
  });

  it('read a visitor poll from its own address', async () => {
    const { asks } = openResults('user');
    await tick(0);
    expect(asks()).toEqual(['/api/userpolls/42']);
  });

  it('ask nothing while the tab is hidden', async () => {
    const { asks } = openResults();
    await tick(0);
    const before = asks().length;
    setVisibility('hidden');
    await tick(60_000);
    expect(asks()).toHaveLength(before);
    setVisibility('visible');
    await tick(10_000);
    expect(asks()).toHaveLength(before + 1);
  });

  it('ask nothing while the poll waits for a vote (no counts on screen)', async () => {
    const api = mockApi({ '/api/pppolls/42': counted });
    renderWithPortal(<PollWidget poll={poll} />);
    await tick(30_000);
    expect(api.requested().filter((path) => path.startsWith('/api/pppolls'))).toEqual([]);
  });
});
