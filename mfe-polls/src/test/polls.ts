import type { Poll } from '@janmat/shared';

export const VISITOR_IP = '203.0.113.7';

/** A visitor poll as the API answers it. */
export function makePoll(patch: Partial<Poll> = {}): Poll {
  return {
    id: 1,
    name: 'क्या बिहार में चुनाव समय पर होंगे?',
    poll_id: 42,
    created_by: VISITOR_IP,
    op1: 'हाँ',
    op2: 'नहीं',
    op3: null,
    op4: 'कह नहीं सकते',
    res1: 0,
    res2: 0,
    res3: 0,
    res4: 0,
    news_id: null,
    created_at: '2026-01-01 10:00:00',
    ...patch,
  };
}
