import { seedContent } from '../src/seed/content';
import { seedResults } from '../src/seed/results/seedResults';
import { getJson } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/testApp';

describe('the demo election in a new database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ content: null });
  }, 60_000);
  afterAll(() => t.close());

  test('is added once, and readers see its tally, seats and latest declarations', async () => {
    expect(await seedResults(t.database.db, seedContent.results)).toBe(true);
    expect(await seedResults(t.database.db, seedContent.results)).toBe(false);
    const list = await getJson(t.app, '/api/results');
    expect(list.body.data).toEqual([expect.objectContaining({ slug: 'demo-bihar', status: 'counting', demo: true })]);
    const tally = (await getJson(t.app, '/api/results/demo-bihar')).body;
    expect(tally.constituencies).toHaveLength(seedContent.results!.constituencies.length);
    const seats = tally.parties.reduce((n: number, p: { won: number; leading: number }) => n + p.won + p.leading, 0);
    const open = tally.constituencies.filter((c: { status: string }) => c.status !== 'awaited').length;
    expect(seats).toBe(open);
    expect(tally.changes.length).toBeGreaterThan(0);
    const [latest, before] = tally.changes;
    expect(Date.parse(latest.at)).toBeGreaterThan(Date.parse(before.at));
    const seat = (await getJson(t.app, `/api/results/demo-bihar/${tally.constituencies[0].slug}`)).body;
    expect(seat.candidates.length).toBeGreaterThanOrEqual(4);
  });
});
