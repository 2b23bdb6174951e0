import { NOTICE_TEXTS } from '@janmat/shared/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { polls } from '../src/core/db/schema';
import { SERVER_MESSAGES } from '../src/core/messages';
import { getJson, pollBody, postJson, vote } from './helpers/http';
import { BACKENDS, startTestApp, type TestApp } from './helpers/testApp';

/** A poll's vote form as a browser posts it without scripts, from `page`, by the reader at `address`. */
function postVoteForm(
  app: FastifyInstance,
  page: string,
  fields: Record<string, string>,
  address: string,
  from: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: page,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...from },
    remoteAddress: address,
  });
}

const countsOf = async (app: FastifyInstance, pollId: number) => {
  const [poll] = (await getJson(app, `/api/pppolls/${pollId}`)).body.data;
  return [poll.res1, poll.res2, poll.res3];
};

describe.each(BACKENDS)('the vote form without scripts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend });
  }, 60_000);
  afterAll(() => t.close());

  test('a vote posted from the home page is counted and sends the reader back to the poll with the thanks', async () => {
    const res = await postVoteForm(t.app, '/', { poll: '1', option: '2' }, '203.0.113.10');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?vote=done&poll=1#poll-1');
    expect(await countsOf(t.app, 1)).toEqual([10, 6, 1]);
    // The page after it shows the new counts: the vote cleared the cached polls.
    const page = await t.app.inject({ method: 'GET', url: '/?vote=done&poll=1', remoteAddress: '203.0.113.10' });
    expect(page.statusCode).toBe(200);
  });

  test("a second vote by the same reader (the form posted twice, or the API after it) is answered with the spec's repeat-vote page and counted once", async () => {
    const page = '/pp/polls/2/x';
    const first = await postVoteForm(t.app, page, { poll: '2', option: '1' }, '203.0.113.20');
    expect(first.headers.location).toBe('/pp/polls/2/x?vote=done&poll=2#poll-2');
    const again = await postVoteForm(t.app, page, { poll: '2', option: '1' }, '203.0.113.20');
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/pp/polls/2/x?vote=repeat&poll=2#poll-2');
    const other = await postVoteForm(t.app, page, { poll: '2', option: '2' }, '203.0.113.20');
    expect(other.headers.location).toContain('vote=repeat');
    const byApi = await vote(t.app, 2, 2, '203.0.113.20');
    expect(byApi.status).toBe(409);
    expect(byApi.body.message).toBe(NOTICE_TEXTS.alreadyVoted);
    expect((await countsOf(t.app, 2)).slice(0, 2)).toEqual([1, 0]);
  });

  test('a reader who voted through the API first gets the repeat-vote answer from the form', async () => {
    expect((await vote(t.app, 1, 1, '2001:db8:5:6::1')).status).toBe(200);
    const res = await postVoteForm(t.app, '/', { poll: '1', option: '1' }, '2001:db8:5:6::2');
    expect(res.headers.location).toBe('/?vote=repeat&poll=1#poll-1');
  });

  test('no option, or one the poll does not have, asks for an option and counts nothing', async () => {
    const before = await countsOf(t.app, 2);
    for (const fields of <Record<string, string>[]>[
      { poll: '2' },
      { poll: '2', option: '' },
      { poll: '2', option: '3' },
      { poll: '2', option: 'x' },
    ]) {
      const res = await postVoteForm(t.app, '/news/national/national-one', fields, '203.0.113.30');
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/news/national/national-one?vote=missing&poll=2#poll-2');
    }
    expect(await countsOf(t.app, 2)).toEqual(before);
    // The reader has not voted: the same form with an option is counted.
    const res = await postVoteForm(t.app, '/news/national/national-one', { poll: '2', option: '2' }, '203.0.113.30');
    expect(res.headers.location).toContain('vote=done');
  });

  test('a closed poll counts nothing and says so', async () => {
    const created = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 7300 }));
    const pollId: number = created.body.data[0].poll_id;
    await t.database.db.update(polls).set({ closed_at: new Date() }).where(eq(polls.poll_id, pollId));
    const res = await postVoteForm(t.app, '/', { poll: String(pollId), option: '1' }, '203.0.113.60');
    expect(res.headers.location).toBe(`/?vote=closed&poll=${pollId}#poll-${pollId}`);
    expect((await getJson(t.app, `/api/userpolls/${pollId}`)).body.data[0].res1).toBe(0);
  });

  test('a poll that does not exist sends the reader back to the page as it was', async () => {
    const res = await postVoteForm(t.app, '/polls/777777/kuch', { poll: '777777', option: '1' }, '203.0.113.40');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/polls/777777/kuch');
  });

  test("another site's page cannot vote with its readers' addresses", async () => {
    const before = await countsOf(t.app, 1);
    const fields = { poll: '1', option: '1' };
    for (const from of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'same-site' },
    ]) {
      const res = await postVoteForm(t.app, '/', fields, '203.0.113.50', from);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SERVER_MESSAGES.foreignForm);
    }
    expect(await countsOf(t.app, 1)).toEqual(before);
    // The site's own page: its origin named, or (it sends no referrer) null and same-origin.
    const own = await postVoteForm(t.app, '/', fields, '203.0.113.50', { origin: 'https://janmat.test' });
    expect(own.headers.location).toContain('vote=done');
    const ownNull = { origin: 'null', 'sec-fetch-site': 'same-origin' };
    expect((await postVoteForm(t.app, '/', fields, '203.0.113.51', ownNull)).headers.location).toContain('vote=done');
  });
});
