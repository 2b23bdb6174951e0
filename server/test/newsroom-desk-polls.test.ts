import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { count, eq } from 'drizzle-orm';
import { polls, votes } from '../src/core/db/schema';
import { NEWSROOM_MESSAGES as M, SERVER_MESSAGES } from '../src/core/messages';
import type { AnyJson } from './helpers/newsroomClient';
import { type Desk, startDesk } from './helpers/newsroomDesk';
import { BACKENDS } from './helpers/testApp';

const QUESTION = 'क्या संसद का सत्र समय पर पूरा होगा?';
const VISITOR = '198.51.100.77';

describe.each(BACKENDS)('newsroom desk polls on %s', (backend) => {
  let d: Desk;

  beforeAll(async () => {
    d = await startDesk(backend);
  }, 60_000);
  afterAll(() => d.t.close());

  const vote = (pollId: number, option = 1, ip = VISITOR) =>
    d.t.app.inject({ method: 'PATCH', url: `/api/updatepollsres${option}/1/${pollId}`, remoteAddress: ip });
  const articleId = async (slug: string) => (await d.read(`/api/newsdetails2/${slug}`)).body.data[0].id as number;
  const createSitePoll = async (fields: Record<string, unknown> = {}) => {
    const reply = await d.as(d.editor, 'POST', '/api/newsroom/sitepolls', {
      question: QUESTION,
      options: ['हाँ', 'नहीं', 'कह नहीं सकते'],
      ...fields,
    });
    expect(reply.status).toBe(201);
    return reply.body.data;
  };

  describe('site polls', () => {
    test('created with a site id, shown at home and on its article’s pages, in the sitemap; audited', async () => {
      const newsId = await articleId('politics-newest');
      const poll = await createSitePoll({ atHome: true, newsId });
      expect(poll).toMatchObject({
        question: QUESTION,
        options: ['हाँ', 'नहीं', 'कह नहीं सकते'],
        votes: [0, 0, 0],
        totalVotes: 0,
        atHome: true,
        newsId,
        closed: false,
      });
      expect(poll.pollId).toBeGreaterThanOrEqual(1);
      expect(poll.pollId).toBeLessThanOrEqual(9);
      const home = (await d.read('/api/pollsathome')).body.data.find((p: AnyJson) => p.poll_id === poll.pollId);
      expect(home).toMatchObject({ name: QUESTION, op3: 'कह नहीं सकते', op4: null, news_id: newsId, closed: false });
      expect((await d.read('/api/pollsatpages')).body.data.map((p: AnyJson) => p.poll_id)).toContain(poll.pollId);
      expect((await d.read(`/api/pppolls/${poll.pollId}`)).status).toBe(200);
      expect((await d.read(`/api/userpolls/${poll.pollId}`)).status).toBe(404);
      expect((await d.read('/sitemap.xml')).body).toContain(`/pp/polls/${poll.pollId}/`);
      expect(await d.audited('site_poll', poll.pollId)).toEqual([
        {
          action: 'site_poll_create',
          staff: d.editorId,
          detail: { question: QUESTION, options: poll.options, atHome: true, newsId, closed: false },
        },
      ]);
      const listed = await d.as(d.editor, 'GET', '/api/newsroom/sitepolls?limit=1');
      expect(listed.body.data.map((p: AnyJson) => p.pollId)).toEqual([poll.pollId]);
      expect(listed.body.next).toEqual(expect.any(Number));
    });

    test('bad input → 400 per field in Hindi; an article that does not exist → 400 on newsId', async () => {
      const bad = await d.as(d.editor, 'POST', '/api/newsroom/sitepolls', {
        question: 'छोटा',
        options: ['केवल एक'],
        atHome: 'yes',
        newsId: -1,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({
        question: F.lengthBetween(10, 200),
        options: F.pollOptionsInvalid(2, 4, 100),
        atHome: F.booleanInvalid,
        newsId: F.articleIdUnknown,
      });
      const many = await d.as(d.editor, 'POST', '/api/newsroom/sitepolls', {
        question: QUESTION,
        options: ['1', '2', '3', '4', '5'],
      });
      expect(many.body.errors).toEqual({ options: F.pollOptionsInvalid(2, 4, 100) });
      const blank = await d.as(d.editor, 'POST', '/api/newsroom/sitepolls', {
        question: QUESTION,
        options: ['हाँ', ' '],
      });
      expect(blank.body.errors).toEqual({ options: F.pollOptionsInvalid(2, 4, 100) });
      const missing = await d.as(d.editor, 'POST', '/api/newsroom/sitepolls', {
        question: QUESTION,
        options: ['हाँ', 'नहीं'],
        newsId: 999999,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ newsId: F.articleIdUnknown });
      expect(
        (
          await d.as(
            d.editor,
            'PATCH',
            '/api/newsroom/sitepolls/9999',
            { atHome: false },
            await d.seen('sitepoll', 9999),
          )
        ).status,
      ).toBe(404);
      expect((await d.as(d.editor, 'GET', '/api/newsroom/sitepolls/9999')).body.message).toBe(M.pollNotFound);
      expect((await d.as(d.editor, 'GET', '/api/newsroom/sitepolls?closed=perhaps')).status).toBe(400);
    });

    test('text may change until the first vote; home and article links always', async () => {
      const poll = await createSitePoll();
      const edited = await d.as(
        d.editor,
        'PATCH',
        `/api/newsroom/sitepolls/${poll.pollId}`,
        {
          question: 'क्या सत्र समय पर और शांति से पूरा होगा?',
          options: ['हाँ', 'नहीं'],
        },
        await d.seen('sitepoll', poll.pollId),
      );
      expect(edited.status).toBe(200);
      expect(edited.body.data.options).toEqual(['हाँ', 'नहीं']);
      expect((await d.read(`/api/pppolls/${poll.pollId}`)).body.data[0]).toMatchObject({
        name: 'क्या सत्र समय पर और शांति से पूरा होगा?',
        op3: null,
      });
      expect((await vote(poll.pollId)).statusCode).toBe(200);
      const refused = await d.as(
        d.editor,
        'PATCH',
        `/api/newsroom/sitepolls/${poll.pollId}`,
        {
          question: 'कोई दूसरा प्रश्न जो अब नहीं बदलेगा',
        },
        await d.seen('sitepoll', poll.pollId),
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(M.pollHasVotes);
      const same = await d.as(
        d.editor,
        'PATCH',
        `/api/newsroom/sitepolls/${poll.pollId}`,
        {
          question: 'क्या सत्र समय पर और शांति से पूरा होगा?',
          atHome: true,
        },
        await d.seen('sitepoll', poll.pollId),
      );
      expect(same.status).toBe(200);
      expect((await d.read('/api/pollsathome')).body.data.map((p: AnyJson) => p.poll_id)).toContain(poll.pollId);
      expect((await d.audited('site_poll', poll.pollId))[0]?.detail).toEqual({ atHome: { from: false, to: true } });
    });

    test('a closed poll refuses votes with a Hindi message and still shows its results; reopened, it takes them', async () => {
      const poll = await createSitePoll();
      await vote(poll.pollId, 2);
      const closed = await d.as(
        d.editor,
        'POST',
        `/api/newsroom/sitepolls/${poll.pollId}/close`,
        undefined,
        await d.seen('sitepoll', poll.pollId),
      );
      expect(closed.status).toBe(200);
      expect(closed.body.data).toMatchObject({ closed: true, votes: [0, 1, 0] });
      const refused = await vote(poll.pollId, 1, '198.51.100.78');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: SERVER_MESSAGES.pollClosed, closed: true });
      expect((await d.read(`/api/pppolls/${poll.pollId}`)).body.data[0]).toMatchObject({
        closed: true,
        res2: 1,
        res1: 0,
      });
      expect(
        (
          await d.as(
            d.editor,
            'POST',
            `/api/newsroom/sitepolls/${poll.pollId}/close`,
            undefined,
            await d.seen('sitepoll', poll.pollId),
          )
        ).body.message,
      ).toBe(M.pollAlreadyClosed);
      const open = await d.as(
        d.admin,
        'POST',
        `/api/newsroom/sitepolls/${poll.pollId}/reopen`,
        undefined,
        await d.seen('sitepoll', poll.pollId),
      );
      expect(open.body.data.closed).toBe(false);
      expect((await vote(poll.pollId, 1, '198.51.100.78')).statusCode).toBe(200);
      expect(
        (
          await d.as(
            d.admin,
            'POST',
            `/api/newsroom/sitepolls/${poll.pollId}/reopen`,
            undefined,
            await d.seen('sitepoll', poll.pollId),
          )
        ).status,
      ).toBe(409);
      expect((await d.audited('site_poll', poll.pollId)).map((a) => a.action)).toEqual([
        'site_poll_reopen',
        'site_poll_close',
        'site_poll_create',
      ]);
    });

    test('once ids 1–9 are used, site polls take ids above every poll and the visitors’ range', async () => {
      let poll = await createSitePoll();
      while (poll.pollId <= 9) poll = await createSitePoll();
      expect(poll.pollId).toBe(10010);
      expect((await createSitePoll()).pollId).toBe(10011);
      expect((await d.read('/api/pppolls/10010')).status).toBe(200);
      expect((await d.read('/api/userpolls/10010')).status).toBe(404);
      // A visitor's poll never lands on a site id, even once its own range is past.
      const visitor = await d.t.app.inject({
        method: 'POST',
        url: '/api/createmypoll',
        payload: { name: 'क्या यह आगंतुक का पोल है?', poll_id: 10009, op1: 'हाँ', op2: 'नहीं' },
        remoteAddress: VISITOR,
      });
      expect(visitor.json().data[0].poll_id).toBe(10009);
    });
  });

  describe('visitor-poll moderation', () => {
    let made = 0;
    const visitorPoll = async (ip = VISITOR) => {
      made += 1;
      const reply = await d.t.app.inject({
        method: 'POST',
        url: '/api/createmypoll',
        payload: { name: `आगंतुक का पोल संख्या ${made} क्या?`, poll_id: 500 + made, op1: 'हाँ', op2: 'नहीं' },
        remoteAddress: ip,
      });
      expect(reply.statusCode).toBe(201);
      return reply.json().data[0] as AnyJson;
    };

    /**
     * Where readers could meet a visitor poll: its API (its page exists exactly when the API answers it,
     * through the polls section's data contract: server/test/built), the creator's list, a vote.
     */
    async function readerSees(poll: AnyJson) {
      return {
        api: (await d.read(`/api/userpolls/${poll.poll_id}`)).status,
        mine: (await d.read(`/api/mypolls/${VISITOR}`, VISITOR)).body.data.some(
          (p: AnyJson) => p.poll_id === poll.poll_id,
        ),
      };
    }

    test('hidden: 404 on its API (and so its page), gone from the creator’s list, votes refused; shown again: back', async () => {
      const poll = await visitorPoll();
      expect(await readerSees(poll)).toEqual({ api: 200, mine: true });
      const noReason = await d.as(d.editor, 'POST', `/api/newsroom/userpolls/${poll.poll_id}/hide`, { reason: ' ' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.errors).toEqual({ reason: F.reasonRequired(3, 500) });
      const hidden = await d.as(d.editor, 'POST', `/api/newsroom/userpolls/${poll.poll_id}/hide`, {
        reason: 'अपमानजनक भाषा',
      });
      expect(hidden.status).toBe(200);
      expect(hidden.body.data).toMatchObject({ pollId: poll.poll_id, hidden: true, hiddenReason: 'अपमानजनक भाषा' });
      expect(await readerSees(poll)).toEqual({ api: 404, mine: false });
      const refused = await vote(poll.poll_id, 1, '198.51.100.90');
      expect(refused.statusCode).toBe(404);
      expect(
        (await d.as(d.editor, 'POST', `/api/newsroom/userpolls/${poll.poll_id}/hide`, { reason: 'फिर से' })).status,
      ).toBe(409);
      const list = await d.as(d.editor, 'GET', '/api/newsroom/userpolls?hidden=true');
      expect(list.body.data.map((p: AnyJson) => p.pollId)).toContain(poll.poll_id);
      expect(list.body.data[0]).not.toHaveProperty('created_by');
      expect((await d.as(d.editor, 'GET', `/api/newsroom/userpolls/${poll.poll_id}`)).body.data.hidden).toBe(true);

      const shown = await d.as(d.admin, 'POST', `/api/newsroom/userpolls/${poll.poll_id}/show`);
      expect(shown.body.data).toMatchObject({ hidden: false, hiddenReason: null });
      expect(await readerSees(poll)).toEqual({ api: 200, mine: true });
      expect((await d.as(d.admin, 'POST', `/api/newsroom/userpolls/${poll.poll_id}/show`)).status).toBe(409);
      expect(await d.audited('user_poll', poll.poll_id)).toEqual([
        { action: 'user_poll_show', staff: d.admin.id, detail: { question: poll.name, hiddenReason: 'अपमानजनक भाषा' } },
        { action: 'user_poll_hide', staff: d.editorId, detail: { question: poll.name, reason: 'अपमानजनक भाषा' } },
      ]);
    });

    test('deleted with a reason: the poll and its votes are gone, the log keeps the reason and the question', async () => {
      const poll = await visitorPoll();
      await vote(poll.poll_id, 2, '198.51.100.91');
      const [row] = await d.t.database.db.select({ id: polls.id }).from(polls).where(eq(polls.poll_id, poll.poll_id));
      const voteCount = async () =>
        (await d.t.database.db.select({ n: count() }).from(votes).where(eq(votes.poll, row!.id)))[0]!.n;
      expect(await voteCount()).toBe(1);
      const noReason = await d.as(d.editor, 'DELETE', `/api/newsroom/userpolls/${poll.poll_id}`);
      expect(noReason.status).toBe(400);
      expect(noReason.body.errors).toEqual({ reason: F.reasonRequired(3, 500) });
      const gone = await d.as(d.editor, 'DELETE', `/api/newsroom/userpolls/${poll.poll_id}`, { reason: 'स्पैम' });
      expect(gone.status).toBe(200);
      expect(gone.body).toEqual({ message: M.pollDeleted });
      expect(await voteCount()).toBe(0);
      expect(await readerSees(poll)).toEqual({ api: 404, mine: false });
      expect(
        (await d.as(d.editor, 'DELETE', `/api/newsroom/userpolls/${poll.poll_id}`, { reason: 'स्पैम' })).status,
      ).toBe(404);
      expect(await d.audited('user_poll', poll.poll_id)).toEqual([
        {
          action: 'user_poll_delete',
          staff: d.editorId,
          detail: { reason: 'स्पैम', question: poll.name, options: ['हाँ', 'नहीं'], votes: [0, 1], wasHidden: false },
        },
      ]);
    });

    test('site polls are not moderated here; the list filters and searches', async () => {
      expect((await d.as(d.editor, 'POST', '/api/newsroom/userpolls/1/hide', { reason: 'कोई कारण' })).status).toBe(404);
      const poll = await visitorPoll();
      const search = await d.as(d.editor, 'GET', `/api/newsroom/userpolls?q=${encodeURIComponent(poll.name)}`);
      expect(search.body.data.map((p: AnyJson) => p.pollId)).toEqual([poll.poll_id]);
      const visible = await d.as(d.editor, 'GET', '/api/newsroom/userpolls?hidden=false&limit=200');
      expect(visible.body.data.every((p: AnyJson) => p.hidden === false)).toBe(true);
    });
  });
});
