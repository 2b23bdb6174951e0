import type { Poll } from '@janmat/shared';
import { countsOf, optionsOf, percentages, withVote } from './pollCounts';

const poll: Poll = {
  id: 1,
  name: 'क्या बिहार में चुनाव समय पर होंगे?',
  poll_id: 42,
  created_by: '127.0.0.1',
  op1: 'हाँ',
  op2: 'नहीं',
  op3: null,
  op4: '  ',
  res1: 3,
  res2: 1,
  res3: 0,
  res4: 0,
  news_id: null,
  created_at: '2026-01-01 10:00:00',
};

describe('percentages', () => {
  it('shows 0% for every option of a poll nobody voted in (never NaN)', () => {
    expect(percentages([0, 0, 0, 0])).toEqual([0, 0, 0, 0]);
  });

  it('adds up to 100 for counts that do not divide evenly', () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([2, 1, 1, 3])).toEqual([29, 14, 14, 43]);
    const uneven = percentages([7, 5, 0, 1]);
    expect(uneven.reduce((a, b) => a + b, 0)).toBe(100);
    expect(uneven).toEqual([54, 38, 0, 8]);
  });

  it('gives exact shares when they are whole', () => {
    expect(percentages([3, 1])).toEqual([75, 25]);
    expect(percentages([0, 5])).toEqual([0, 100]);
  });
});

describe('poll options', () => {
  it('lists options 3 and 4 only when they have text', () => {
    expect(optionsOf(poll)).toEqual([
      { n: 1, label: 'हाँ', count: 3 },
      { n: 2, label: 'नहीं', count: 1 },
    ]);
    expect(optionsOf({ ...poll, op3: 'पता नहीं', res3: 2 }).map((o) => o.n)).toEqual([1, 2, 3]);
  });

  it('raises one option by one vote', () => {
    expect(withVote(countsOf(poll), 2)).toEqual([3, 2, 0, 0]);
  });
});
