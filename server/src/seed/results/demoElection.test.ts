import { demoElection } from './demoElection';

describe('the demo election', () => {
  const demo = demoElection();

  test('is the same on every start: nothing in it changes between runs', () => {
    expect(demoElection()).toEqual(demo);
  });

  test('is marked «डेमो», counting, and of a realistic size', () => {
    expect(demo.election).toMatchObject({ status: 'counting', demo: true, seats: demo.constituencies.length });
    expect(demo.election.name).toContain('डेमो');
    expect(demo.constituencies.length).toBeGreaterThanOrEqual(90);
    expect(demo.parties.length).toBeGreaterThanOrEqual(5);
    expect(new Set(demo.parties.flatMap((p) => (p.alliance ? [p.alliance] : [])))).toEqual(
      new Set(['राजग', 'महागठबंधन']),
    );
    const perSeat = demo.constituencies.map((c) => demo.candidates.filter((p) => p.constituency === c.number).length);
    expect(Math.min(...perSeat)).toBeGreaterThanOrEqual(4);
    expect(Math.max(...perSeat)).toBeLessThanOrEqual(10);
    expect(new Set(demo.constituencies.map((c) => c.slug)).size).toBe(demo.constituencies.length);
  });

  test('has seats awaited, counting and won, each winner the seat’s leader after its last round', () => {
    const won = demo.constituencies.filter((c) => c.winner !== null);
    expect(won.length).toBeGreaterThan(0);
    expect(demo.constituencies.some((c) => c.winner === null && c.rounds_counted > 0)).toBe(true);
    expect(demo.constituencies.some((c) => c.rounds_counted === 0)).toBe(true);
    for (const seat of won) {
      expect(seat.rounds_counted).toBe(seat.rounds_total);
      const [first] = demo.candidates.filter((p) => p.constituency === seat.number).sort((a, b) => b.votes - a.votes);
      expect(first!.id).toBe(seat.winner);
    }
  });

  test('each candidate’s votes are the sum of its rounds', () => {
    const sums = new Map<number, number>();
    for (const c of demo.counts) sums.set(c.candidate, (sums.get(c.candidate) ?? 0) + c.votes);
    for (const p of demo.candidates) expect([p.id, p.votes]).toEqual([p.id, sums.get(p.id) ?? 0]);
  });
});
