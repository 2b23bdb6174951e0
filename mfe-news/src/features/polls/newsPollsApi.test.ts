import { createPortalStore, POLL_TAG } from '@janmat/shared';
import { mockApi } from '@janmat/shared/testing';
import { waitFor } from '@testing-library/react';
import { newsPollsApi } from './newsPollsApi';

const poll = (poll_id: number, res1: number) => ({ poll_id, name: `पोल ${poll_id}`, op1: 'हाँ', op2: 'नहीं', res1 });

describe('newsPollsApi', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fetches the home polls again when another section invalidates one of their polls (a vote)', async () => {
    const api = mockApi({ '/api/pollsathome': { data: [poll(3, 0)] } });
    const store = createPortalStore();
    const sub = store.dispatch(newsPollsApi.endpoints.getNewsHomePolls.initiate());
    await sub;
    api.answers.set('/api/pollsathome', { data: [poll(3, 1)] });
    store.dispatch(newsPollsApi.util.invalidateTags([{ type: POLL_TAG, id: 3 }]));
    const votes = () => newsPollsApi.endpoints.getNewsHomePolls.select()(store.getState() as never).data?.[0]?.res1;
    await waitFor(() => expect(votes()).toBe(1));
    expect(api.requested().filter((path) => path === '/api/pollsathome')).toHaveLength(2);
    sub.unsubscribe();
  });

  it('leaves them alone when another poll changes', async () => {
    const api = mockApi({ '/api/pollsathome': { data: [poll(3, 0)] } });
    const store = createPortalStore();
    const sub = store.dispatch(newsPollsApi.endpoints.getNewsHomePolls.initiate());
    await sub;
    api.answers.set('/api/pollsathome', { data: [poll(3, 1)] });
    store.dispatch(newsPollsApi.util.invalidateTags([{ type: POLL_TAG, id: 4 }]));
    // Then one of theirs: once every fetch has settled, that must have been the only one since the first.
    store.dispatch(newsPollsApi.util.invalidateTags([{ type: POLL_TAG, id: 3 }]));
    for (let rounds = 0; rounds < 5; rounds++) {
      const running = store.dispatch(newsPollsApi.util.getRunningQueriesThunk());
      if (running.length === 0) break;
      await Promise.all(running);
    }
    const votes = () => newsPollsApi.endpoints.getNewsHomePolls.select()(store.getState() as never).data?.[0]?.res1;
    expect(votes()).toBe(1);
    expect(api.requested().filter((path) => path === '/api/pollsathome')).toHaveLength(2);
    sub.unsubscribe();
  });
});
