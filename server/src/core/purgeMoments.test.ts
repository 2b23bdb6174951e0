import { type PurgeMoment, PurgeMoments } from './purgeMoments';

const log = { warn: jest.fn() };

describe('PurgeMoments', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-26T05:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  const inMinutes = (minutes: number) => Date.now() + minutes * 60_000;

  function moments(lead: boolean, coming: PurgeMoment[]) {
    const purged: (readonly string[])[] = [];
    const m = new PurgeMoments({ purge: (keys) => purged.push(keys), lead: async () => lead, log });
    m.setSource(async () => coming);
    return { m, purged };
  }

  test('the leading process purges what each moment changes, when it comes, once', async () => {
    const at = inMinutes(5);
    const { m, purged } = moments(true, [
      { at, keys: ['article:9', 'list:national'] },
      { at, keys: ['chrome'] },
      { at: inMinutes(60), keys: ['chrome'] },
    ]);
    await m.reload();
    expect(m.coming).toEqual([at, inMinutes(60)]);
    await jest.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(purged).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(purged).toEqual([['article:9', 'list:national', 'chrome']]);
    // Read again (another process scheduled something): a moment passed is not purged twice.
    await m.reload();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(purged).toEqual([['article:9', 'list:national', 'chrome'], ['chrome']]);
    m.close();
  });

  test('a process that does not lead purges nothing (another process does)', async () => {
    const { m, purged } = moments(false, [{ at: inMinutes(1), keys: ['home'] }]);
    await m.reload();
    await jest.advanceTimersByTimeAsync(2 * 60_000);
    expect(purged).toEqual([]);
    m.close();
  });

  test('a moment no longer coming (the article was unscheduled) is not purged', async () => {
    const coming: PurgeMoment[] = [{ at: inMinutes(1), keys: ['article:3'] }];
    const { m, purged } = moments(true, coming);
    await m.reload();
    coming.length = 0;
    await m.reload();
    await jest.advanceTimersByTimeAsync(2 * 60_000);
    expect(purged).toEqual([]);
    m.close();
  });
});
