import { liveChain } from './liveChain';

const live = (action: string, id: number) => ({ action, live_after: id });

describe('liveChain', () => {
  it('a rollback goes to the build live before the current one', () => {
    expect(liveChain([live('seed', 1), live('release', 2), live('promote', 4)])).toEqual({ current: 4, previous: 2 });
  });

  it('rolling back twice goes two builds back, not back and forth', () => {
    const steps = [live('seed', 1), live('release', 2), live('release', 3), live('rollback', 2)];
    expect(liveChain(steps)).toEqual({ current: 2, previous: 1 });
    expect(liveChain([...steps, live('auto-rollback', 1)])).toEqual({ current: 1, previous: undefined });
  });

  it('ignores rows that made nothing live (a canary, a refusal)', () => {
    expect(
      liveChain([live('seed', 1), { action: 'canary', live_after: null }, { action: 'refused', live_after: null }]),
    ).toEqual({
      current: 1,
      previous: undefined,
    });
  });
});
