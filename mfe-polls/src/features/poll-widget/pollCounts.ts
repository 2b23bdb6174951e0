import type { Poll } from '@janmat/shared';

/** Option numbers of a poll: 1 and 2 always, 3 and 4 only when present. */
export type OptionNumber = 1 | 2 | 3 | 4;

export interface PollOption {
  n: OptionNumber;
  label: string;
  count: number;
}

/** Vote counts indexed by option number - 1. */
export type Counts = readonly [number, number, number, number];

const OPTION_NUMBERS: readonly OptionNumber[] = [1, 2, 3, 4];

export function countsOf(poll: Pick<Poll, 'res1' | 'res2' | 'res3' | 'res4'>): Counts {
  return [poll.res1, poll.res2, poll.res3, poll.res4].map((c) => Math.max(0, Number(c) || 0)) as unknown as Counts;
}

/** The options the poll really has, each with its count from `counts`. */
export function optionsOf(poll: Poll, counts: Counts = countsOf(poll)): PollOption[] {
  const labels = [poll.op1, poll.op2, poll.op3, poll.op4];
  return OPTION_NUMBERS.flatMap((n) => {
    const label = labels[n - 1]?.trim();
    return label ? [{ n, label, count: counts[n - 1] ?? 0 }] : [];
  });
}

/** `counts` with one more vote for option `n`. */
export function withVote(counts: Counts, n: OptionNumber): Counts {
  return counts.map((c, i) => (i === n - 1 ? c + 1 : c)) as unknown as Counts;
}

/**
 * Whole percentages that add up to exactly 100 (largest-remainder method); all 0 when nobody voted.
 * Ties in the remainder go to the earlier option, so the result is stable.
 */
export function percentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, c) => sum + c, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, p) => sum + p, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}
