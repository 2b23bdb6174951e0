import { isFollowed, readFollows, toggleFollow } from './follows';
import { READER_KEYS } from './readerKeys';

afterEach(() => localStorage.clear());

const rajasthan = { kind: 'state' as const, code: '2', name: 'राजस्थान', path: '/news/state/2/rajasthan' };

describe('following states and topics', () => {
  it('follows, then stops following on the second toggle', () => {
    toggleFollow(rajasthan);
    expect(isFollowed(readFollows(), rajasthan)).toBe(true);
    expect(isFollowed(readFollows(), { kind: 'category', code: '2' })).toBe(false);
    toggleFollow(rajasthan);
    expect(readFollows()).toEqual([]);
  });

  it('reads a stored list of another shape as none', () => {
    localStorage.setItem(READER_KEYS.follows, JSON.stringify([{ kind: 'city', code: '1', name: 'x', path: '/' }]));
    expect(readFollows()).toEqual([]);
  });
});
