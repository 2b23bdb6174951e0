import type { Poll } from '@janmat/shared';
import { middlePoll, selectArticlePolls, selectHomePoll } from './selectPolls';

const poll = (poll_id: number, news_id: number | null = null): Poll => ({
  id: poll_id,
  poll_id,
  news_id,
  name: `सवाल ${poll_id}`,
  created_by: 'site',
  op1: 'हाँ',
  op2: 'नहीं',
  op3: null,
  op4: null,
  res1: 0,
  res2: 0,
  res3: 0,
  res4: 0,
  created_at: '2026-01-01 10:00:00',
});

describe('poll selection', () => {
  it('shows the first home poll', () => {
    expect(selectHomePoll([poll(3), poll(4)])?.poll_id).toBe(3);
    expect(selectHomePoll([])).toBeUndefined();
  });

  it('takes the middle item, the later one for an even length', () => {
    expect(middlePoll([poll(1)])?.poll_id).toBe(1);
    expect(middlePoll([poll(1), poll(2), poll(3)])?.poll_id).toBe(2);
    expect(middlePoll([poll(1), poll(2), poll(3), poll(4)])?.poll_id).toBe(3);
    expect(middlePoll([])).toBeUndefined();
  });

  it('shows every poll linked to the article', () => {
    const polls = [poll(1, 10), poll(2, 20), poll(3), poll(4, 20)];
    expect(selectArticlePolls(polls, 20).map((p) => p.poll_id)).toEqual([2, 4]);
  });

  it('falls back to the middle poll when none is linked, and to nothing for an empty list', () => {
    const polls = [poll(1, 10), poll(2), poll(3, 30)];
    expect(selectArticlePolls(polls, 99).map((p) => p.poll_id)).toEqual([2]);
    expect(selectArticlePolls([], 99)).toEqual([]);
  });
});
