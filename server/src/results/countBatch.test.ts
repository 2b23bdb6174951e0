import { type BatchState, countKey, parseBatch, planBatch } from './countBatch';
import { RESULTS_MESSAGES as M } from './resultsMessages';

const row = (constituency: number, candidate: number, votes: number, round = 1, rounds_total = 3) => ({
  constituency,
  candidate,
  votes,
  round,
  rounds_total,
});

/** Seat 1 (candidates 11, 12) has round 1 counted; seat 2 (21, 22) nothing yet. */
function state(): BatchState {
  return {
    status: 'counting',
    seats: new Map([
      [
        1,
        {
          rounds_total: 3,
          rounds_counted: 1,
          winner: null,
          votes: new Map([
            [11, 500],
            [12, 400],
          ]),
        },
      ],
      [
        2,
        {
          rounds_total: 0,
          rounds_counted: 0,
          winner: null,
          votes: new Map([
            [21, 0],
            [22, 0],
          ]),
        },
      ],
    ]),
    counts: new Map([
      [countKey(1, 11, 1), 500],
      [countKey(1, 12, 1), 400],
    ]),
  };
}

const plan = (body: unknown, s = state()) => {
  const parsed = parseBatch(body);
  if ('refused' in parsed) return parsed;
  return planBatch(parsed.ok, s);
};

describe('a count batch', () => {
  test.each([
    ['not an object', [], M.notABatch],
    ['an unknown field', { counts: [], extra: 1 }, M.notABatch],
    ['nothing in it', { counts: [] }, M.emptyBatch],
    [
      'a row missing a field',
      { counts: [row(1, 11, 5), { constituency: 1, candidate: 11, votes: 5, round: 2 }] },
      M.rowShape(2),
    ],
    ['negative votes', { counts: [row(1, 11, -1)] }, M.badVotes(1)],
    ['votes that are no whole number', { counts: [row(1, 11, 5), row(1, 12, 2.5)] }, M.badVotes(2)],
    ['votes as text', { counts: [row(1, 11, '5' as never)] }, M.badVotes(1)],
    ['a round beyond the total', { counts: [row(1, 11, 5, 4, 3)] }, M.badRound(1, 3)],
    ['no rounds in all', { counts: [row(1, 11, 5, 1, 0)] }, M.badTotal(1)],
    ['one count twice', { counts: [row(1, 11, 5, 2), row(1, 11, 6, 2)] }, M.repeatedRow(2)],
    ['two totals for one seat', { counts: [row(1, 11, 5, 2, 3), row(1, 12, 6, 2, 4)] }, M.totalsDiffer(2, 1)],
    ['an unknown seat', { counts: [row(1, 11, 5, 2), row(9, 91, 5)] }, M.unknownSeat(2, 9)],
    ['a candidate of another seat', { counts: [row(1, 21, 5, 2)] }, M.unknownCandidate(1, 21, 1)],
    ['a seat counted in one round', { counts: [row(1, 11, 5, 1, 1), row(2, 21, 3, 1, 1)] }, undefined],
    ['a declaration before the last round', { counts: [row(1, 11, 600, 2)], declare: [1] }, M.declareEarly(1, 1, 2, 3)],
    ['a declaration of an unknown seat', { declare: [7] }, M.declareUnknown(1, 7)],
    ['a declaration that is no number', { declare: ['1'] }, M.declareShape(1)],
  ])('is refused whole for %s, naming the row', (_name, body, message) => {
    const planned = plan(body);
    if (message === undefined) expect(planned).toHaveProperty('ok');
    else expect(planned).toEqual({ refused: message });
  });

  test('a seat whose later rounds are in is not given fewer rounds in all', () => {
    const s = state();
    s.seats.get(1)!.rounds_counted = 2;
    expect(plan({ counts: [row(1, 11, 5, 1, 1)] }, s)).toEqual({ refused: M.totalBelowCounted(1, 1, 2) });
  });

  test('a batch sent again changes nothing; a correction may lower a count', () => {
    expect(plan({ counts: [row(1, 11, 500), row(1, 12, 400)] })).toEqual({
      ok: { rows: [], seats: new Map(), winners: new Map() },
    });
    const s = state();
    const lowered = plan({ counts: [row(1, 11, 450)] }, s);
    expect(lowered).toEqual({
      ok: {
        rows: [row(1, 11, 450)],
        seats: new Map([[1, { rounds_total: 3, rounds_counted: 1 }]]),
        winners: new Map(),
      },
    });
    expect(s.seats.get(1)!.votes.get(11)).toBe(450);
  });

  test('the last round counted, the leader is declared; a tie is not', () => {
    const last = [row(1, 11, 100, 2), row(1, 12, 50, 2), row(1, 11, 10, 3), row(1, 12, 10, 3)];
    expect(plan({ counts: last, declare: [1] })).toMatchObject({ ok: { winners: new Map([[1, 11]]) } });
    const tie = [row(1, 11, 0, 2), row(1, 12, 100, 2), row(1, 11, 0, 3), row(1, 12, 0, 3)];
    expect(plan({ counts: tie, declare: [1] })).toEqual({ refused: M.declareTie(1, 1) });
  });

  test('a declared seat keeps its counts, though the same counts may be sent again', () => {
    const s = state();
    s.seats.get(1)!.winner = 11;
    expect(plan({ counts: [row(1, 11, 500)] }, s)).toHaveProperty('ok');
    expect(plan({ counts: [row(1, 11, 501)] }, s)).toEqual({ refused: M.seatDeclared(1, 1) });
  });

  test('nothing changes in a final election', () => {
    const s = { ...state(), status: 'final' as const };
    expect(plan({ counts: [row(2, 21, 5)] }, s)).toEqual({ refused: M.electionFinal });
  });
});
