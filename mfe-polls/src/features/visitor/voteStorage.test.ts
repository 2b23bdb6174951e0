import { STORAGE_KEYS } from '@janmat/shared';
import { hasVotedLocally, rememberVote } from './voteStorage';

beforeEach(() => localStorage.clear());

describe('vote storage', () => {
  it('remembers the last voter IP and poll id under the shared keys', () => {
    rememberVote('10.0.0.7', 42);
    expect(localStorage.getItem(STORAGE_KEYS.voterIp)).toBe('10.0.0.7');
    expect(localStorage.getItem(STORAGE_KEYS.votedPollId)).toBe('42');
  });

  it('blocks only when both the IP and the poll id match', () => {
    rememberVote('10.0.0.7', 42);
    expect(hasVotedLocally('10.0.0.7', 42)).toBe(true);
    expect(hasVotedLocally('10.0.0.8', 42)).toBe(false);
    expect(hasVotedLocally('10.0.0.7', 43)).toBe(false);
    expect(hasVotedLocally(undefined, 42)).toBe(false);
  });

  it('treats a storage that throws as empty', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(hasVotedLocally('10.0.0.7', 42)).toBe(false);
    spy.mockRestore();
  });
});
