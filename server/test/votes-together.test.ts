/**
 * Votes that arrive at the same moment are written together (one statement per batch, VoteQueue):
 * each still gets its own answer, and one vote per visitor holds within a batch as across batches.
 */
import { eq, sql } from 'drizzle-orm';
import { polls } from '../src/core/db/schema';
import { SERVER_MESSAGES } from '../src/core/messages';
import { getJson, pollBody, postJson, vote } from './helpers/http';
import { BACKENDS, startTestApp, type TestApp } from './helpers/testApp';

describe.each(BACKENDS)('votes at the same moment on %s', (backend) => {
  let t: TestApp;
  let first: number;
  let second: number;
  beforeAll(async () => {
    t = await startTestApp({ backend });
    first = (await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 7400 }))).body.data[0].poll_id;
    second = (await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 7401 }))).body.data[0].poll_id;
  }, 60_000);
  afterAll(() => t.close());

  const totals = async (pollId: number) => {
    const [poll] = (await getJson(t.app, `/api/userpolls/${pollId}`)).body.data;
    return [poll.res1, poll.res2, poll.res3, poll.res4];
  };

  test('each vote of a crowd gets its own answer: counted, repeated, unknown poll or option', async () => {
    const replies = await Promise.all([
      vote(t.app, 1, first, '203.0.113.10'),
      vote(t.app, 1, first, '203.0.113.10'),
      vote(t.app, 2, first, '2001:db8:7:1::1'),
      vote(t.app, 2, first, '2001:db8:7:1::2'),
      vote(t.app, 2, second, '203.0.113.10'),
      vote(t.app, 4, second, '203.0.113.11'),
      vote(t.app, 1, 99_999, '203.0.113.12'),
      vote(t.app, 3, first, '203.0.113.13'),
    ]);
    const statuses = replies.map((r) => r.status);
    // The same address twice, and two addresses of one /64: one of each pair is counted, the other refused.
    expect([statuses[0], statuses[1]].sort()).toEqual([200, 409]);
    expect([statuses[2], statuses[3]].sort()).toEqual([200, 409]);
    expect(statuses.slice(4)).toEqual([200, 400, 404, 200]);
    expect(await totals(first)).toEqual([1, 1, 1, 0]);
    expect(await totals(second)).toEqual([0, 1, 0, 0]);
    // A counted vote answers its poll with the new totals, its own vote included.
    const counted = replies[4]!.body.data[0];
    expect([counted.poll_id, counted.res2]).toEqual([second, 1]);
    // Exactly the poll as a read gives it: every field, the same spellings.
    expect(counted).toEqual((await getJson(t.app, `/api/userpolls/${second}`)).body.data[0]);
  });

  test('a vote from an address that is not one is refused with a Hindi 400: the votes beside it count', async () => {
    const before = await totals(second);
    const replies = await Promise.all([
      vote(t.app, 1, second, '203.0.113.20'),
      vote(t.app, 1, second, '1:::::'),
      vote(t.app, 1, second, '203.0.113.21'),
      vote(t.app, 1, second, '203.0.113.22'),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 400, 200, 200]);
    expect(replies[1]!.body.message).toBe(SERVER_MESSAGES.unreadableAddress);
    expect((await totals(second))[0]).toBe(before[0]! + 3);
  });

  test('a vote the database refuses fails alone: the votes written with it are counted', async () => {
    const db = t.database.db;
    // A refusal no request can cause today: the queue must still keep the other votes of its statement.
    await db.execute(sql`create function refuse_one_vote() returns trigger language plpgsql as $$
      begin
        if host(new.voter_ip::inet) = '203.0.113.66' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger refuse_one_vote before insert on votes for each row execute function refuse_one_vote()`,
    );
    try {
      const third = (await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 7402 }))).body.data[0].poll_id;
      const replies = await Promise.all([
        vote(t.app, 2, third, '203.0.113.65'),
        vote(t.app, 2, third, '203.0.113.66'),
        vote(t.app, 2, third, '203.0.113.67'),
      ]);
      expect(replies.map((r) => r.status)).toEqual([200, 500, 200]);
      expect(await totals(third)).toEqual([0, 2, 0, 0]);
    } finally {
      await db.execute(sql`drop trigger refuse_one_vote on votes`);
      await db.execute(sql`drop function refuse_one_vote()`);
    }
  });

  test('a crowd of 300 distinct voters on two polls is counted exactly, and read back at once', async () => {
    const voters = Array.from({ length: 300 }, (_, i) => `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`);
    const replies = await Promise.all(voters.map((ip, i) => vote(t.app, (i % 2) + 1, i % 3 ? first : second, ip)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const rows = await t.database.db.select().from(polls).where(eq(polls.poll_id, first));
    expect(rows[0]!.res1 + rows[0]!.res2).toBe(2 + 200);
    expect((await totals(second)).reduce((a, b) => a + b, 0)).toBe(1 + 3 + 100);
  });
});
