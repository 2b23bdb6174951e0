import { randomPollId } from './randomPollId';

describe('randomPollId', () => {
  it('spans 10 to 10009 inclusive', () => {
    expect(randomPollId(() => 0)).toBe(10);
    expect(randomPollId(() => 0.5)).toBe(5010);
    expect(randomPollId(() => 0.999999999)).toBe(10009);
  });

  it('stays in range even for a random source that reaches 1', () => {
    expect(randomPollId(() => 1)).toBe(10009);
  });
});
