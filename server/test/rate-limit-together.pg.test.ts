/**
 * Writes from one address at the same moment are counted exactly against the write limit when they
 * reach the database's counters together (one statement for all that arrive meanwhile,
 * pgRateLimitStore.ts). Selected only when TEST_DATABASE_URL is set (jest.config.js).
 */
import { eq } from 'drizzle-orm';
import { rateLimits } from '../src/core/db/schema';
import { vote } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/testApp';

const LIMIT = 10;

describe('the write limit under simultaneous writes on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend: 'postgres', env: { RATE_LIMIT_MAX: String(LIMIT) } });
  }, 60_000);
  afterAll(() => t.close());

  test('25 writes from one address at once: exactly 10 pass; another address is not held back', async () => {
    // Votes on a poll nobody has (404): each still counts as a write.
    const crowd = Array.from({ length: 25 }, () => vote(t.app, 1, 999_999, '203.0.113.50'));
    const other = Array.from({ length: 5 }, () => vote(t.app, 1, 999_999, '203.0.113.51'));
    const statuses = (await Promise.all([...crowd, ...other])).map((r) => r.status);
    expect(statuses.slice(0, 25).filter((s) => s !== 429)).toHaveLength(LIMIT);
    expect(statuses.slice(0, 25).filter((s) => s === 429)).toHaveLength(25 - LIMIT);
    expect(statuses.slice(25)).toEqual(Array(5).fill(404));
    const [row] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, '203.0.113.50'));
    expect(row!.hits).toBe(25);
  });
});
