import { INITIAL_YES_NO, yesNoPercentages, yesNoPollReducer } from './yesNoPoll';

describe('yesNoPollReducer', () => {
  it('starts at 65 yes and 35 no with no vote', () => {
    expect(INITIAL_YES_NO).toEqual({ yes: 65, no: 35, choice: null });
  });

  it('counts one vote and ignores a second one until re-vote', () => {
    const voted = yesNoPollReducer(INITIAL_YES_NO, { type: 'vote', choice: 'no' });
    expect(voted).toEqual({ yes: 65, no: 36, choice: 'no' });
    expect(yesNoPollReducer(voted, { type: 'vote', choice: 'yes' })).toBe(voted);
  });

  it('withdraws the earlier vote when voting again', () => {
    const voted = yesNoPollReducer(INITIAL_YES_NO, { type: 'vote', choice: 'yes' });
    expect(yesNoPollReducer(voted, { type: 'revote' })).toEqual(INITIAL_YES_NO);
  });
});

describe('yesNoPercentages', () => {
  it('rounds to whole numbers that add up to 100', () => {
    expect(yesNoPercentages({ yes: 66, no: 35 })).toEqual({ yes: 65, no: 35 });
    expect(yesNoPercentages({ yes: 1, no: 2 })).toEqual({ yes: 33, no: 67 });
    expect(yesNoPercentages({ yes: 0, no: 0 })).toEqual({ yes: 0, no: 0 });
  });
});
