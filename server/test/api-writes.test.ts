import { CONTACT_MESSAGES, NOTICE_TEXTS, POLL_MESSAGES } from '@janmat/shared/validation';
import { count, eq } from 'drizzle-orm';
import { contacts, polls, votes } from '../src/core/db/schema';
import { SERVER_MESSAGES } from '../src/core/messages';
import { contactBody, getJson, pollBody, postJson, vote } from './helpers/http';
import { BACKENDS, rowCount, startTestApp, type TestApp } from './helpers/testApp';

describe.each(BACKENDS)('write API on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend });
  }, 60_000);
  afterAll(() => t.close());

  const rows = (table: typeof polls | typeof votes | typeof contacts) => rowCount(t, table);

  describe('POST /api/createmypoll', () => {
    test('stores the poll under the proposed id, attributed to the caller address', async () => {
      const res = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 321 }), '198.51.100.21');
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Your Poll has been Created Successfully...!!');
      expect(res.body.data[0]).toMatchObject({
        poll_id: 321,
        name: 'क्या बिहार में गठबंधन फिर से बनेगा?',
        op3: 'पता नहीं',
        op4: null,
        res1: 0,
        news_id: null,
      });
      expect((await getJson(t.app, '/api/userpolls/321')).body.data).toEqual(res.body.data);
      expect(res.body.data[0]).not.toHaveProperty('created_by');
      const [stored] = await t.database.db.select().from(polls).where(eq(polls.poll_id, 321));
      expect(stored!.created_by).toBe('198.51.100.21');
      expect((await getJson(t.app, '/api/mypolls/198.51.100.21', '198.51.100.21')).body.data).toEqual(res.body.data);
    });

    test('a taken id (site or visitor poll) is replaced by a free visitor id, which is returned', async () => {
      const first = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 4000 }));
      expect(first.body.data[0].poll_id).toBe(4000);
      const clash = await postJson(
        t.app,
        '/api/createmypoll',
        pollBody({ poll_id: 4000, name: 'दूसरा पोल जिसका आईडी टकराया' }),
      );
      expect(clash.status).toBe(201);
      const newId = clash.body.data[0].poll_id;
      expect(newId).not.toBe(4000);
      expect(newId).toBeGreaterThanOrEqual(10);
      expect(newId).toBeLessThanOrEqual(10009);
      expect((await getJson(t.app, `/api/userpolls/${newId}`)).body.data[0].name).toBe('दूसरा पोल जिसका आईडी टकराया');
      expect((await getJson(t.app, '/api/userpolls/4000')).body.data[0].name).toBe(pollBody().name);
    });

    test('the lists that show polls see a new poll at once', async () => {
      const ip = '198.51.100.99';
      expect((await getJson(t.app, `/api/mypolls/${ip}`, ip)).body.data).toEqual([]);
      await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 777 }), ip);
      expect(
        (await getJson(t.app, `/api/mypolls/${ip}`, ip)).body.data.map((p: { poll_id: number }) => p.poll_id),
      ).toEqual([777]);
    });

    test.each([
      [{ name: '' }, { name: POLL_MESSAGES.titleRequired }],
      [{ name: 'छोटा' }, { name: POLL_MESSAGES.titleShort }],
      [{ op1: '' }, { op1: POLL_MESSAGES.op1Required }],
      [{ op2: '   ' }, { op2: POLL_MESSAGES.op2Required }],
      [{ poll_id: 5 }, { poll_id: POLL_MESSAGES.pollIdRange }],
      [{ poll_id: 'abc' }, { poll_id: POLL_MESSAGES.pollIdRange }],
      [
        { name: '', op1: '', op2: '' },
        { name: POLL_MESSAGES.titleRequired, op1: POLL_MESSAGES.op1Required, op2: POLL_MESSAGES.op2Required },
      ],
    ])('invalid %j → 400 with the spec texts, nothing stored', async (change, errors) => {
      const before = await rows(polls);
      const res = await postJson(t.app, '/api/createmypoll', pollBody(change));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: SERVER_MESSAGES.validationFailed, errors });
      expect(await rows(polls)).toBe(before);
    });
  });

  describe('PATCH /api/updatepollsres{n}/{count}/{pollId}', () => {
    test('counts a vote once per address: a repeat gets 409 with the spec text', async () => {
      const ok = await vote(t.app, 1, 2, '192.0.2.1', 1);
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe(NOTICE_TEXTS.voteThanks);
      expect(ok.body.data[0]).toMatchObject({ poll_id: 2, res1: 1, res2: 0 });
      const again = await vote(t.app, 2, 2, '192.0.2.1', 1);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'You already Voted for current Poll...Thank You !!' });
      const other = await vote(t.app, 2, 2, '192.0.2.2', 1);
      expect(other.status).toBe(200);
      expect(other.body.data[0]).toMatchObject({ res1: 1, res2: 1 });
      expect((await getJson(t.app, '/api/pppolls/2')).body.data[0]).toMatchObject({ res1: 1, res2: 1 });
    });

    test('the count in the path is not trusted', async () => {
      const res = await vote(t.app, 1, 1, '192.0.2.50', 999999);
      expect(res.body.data[0].res1).toBe(11);
    });

    test('200 concurrent votes from 200 addresses are all counted', async () => {
      const created = await postJson(t.app, '/api/createmypoll', pollBody({ poll_id: 9000 }));
      const pollId = created.body.data[0].poll_id;
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => vote(t.app, (i % 3) + 1, pollId, `10.1.${i >> 8}.${i & 255}`)),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      const [poll] = (await getJson(t.app, `/api/userpolls/${pollId}`)).body.data;
      expect(poll.res1 + poll.res2 + poll.res3).toBe(200);
      expect([poll.res1, poll.res2, poll.res3]).toEqual([67, 67, 66]);
      const [stored] = await t.database.db.select({ n: count() }).from(votes).where(eq(votes.poll, poll.id));
      expect(stored!.n).toBe(200);
    }, 60_000);

    test('20 concurrent repeat votes from one address count once', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, () => vote(t.app, 1, 2, '192.0.2.77')));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    });

    test('option 3/4 must exist; unknown poll → 404; bad count or id → 400', async () => {
      expect((await vote(t.app, 3, 2, '192.0.2.90')).status).toBe(400);
      expect((await vote(t.app, 4, 1, '192.0.2.90')).status).toBe(400);
      expect((await vote(t.app, 3, 1, '192.0.2.90')).status).toBe(200);
      expect((await vote(t.app, 1, 5555, '192.0.2.90')).status).toBe(404);
      for (const count of ['-1', '1.5', 'abc']) expect((await vote(t.app, 1, 1, '192.0.2.91', count)).status).toBe(400);
      expect((await vote(t.app, 1, '0', '192.0.2.91')).status).toBe(400);
      expect((await vote(t.app, 5, 1, '192.0.2.91')).status).toBe(404);
    });
  });

  describe('POST /api/insert', () => {
    test('stores the message as plain text and thanks with the spec text', async () => {
      const before = await rows(contacts);
      const des = '<script>alert(1)</script> नमस्ते';
      const res = await postJson(t.app, '/api/insert', contactBody({ des }), '198.51.100.5');
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: 'Thank you for contact us...!!' });
      expect(await rows(contacts)).toBe(before + 1);
      const [row] = await t.database.db.select().from(contacts).where(eq(contacts.sender_ip, '198.51.100.5'));
      expect(row).toMatchObject({ des, name: 'राहुल कुमार', created_at: '2026-11-21 10:15:00' });
    });

    test.each([
      [{ name: '' }, { name: CONTACT_MESSAGES.nameRequired }],
      [{ name: 'ab' }, { name: CONTACT_MESSAGES.nameInvalid }],
      [{ email: '' }, { email: CONTACT_MESSAGES.emailRequired }],
      [{ email: 'not-an-email' }, { email: CONTACT_MESSAGES.emailInvalid }],
      [{ phone: '' }, { phone: CONTACT_MESSAGES.phoneRequired }],
      [{ phone: '12345' }, { phone: CONTACT_MESSAGES.phoneInvalid }],
      [{ des: '' }, { des: CONTACT_MESSAGES.desRequired }],
      [{ created_at: 'yesterday' }, { created_at: CONTACT_MESSAGES.createdAtInvalid }],
    ])('invalid %j → 400 with the spec texts, nothing stored', async (change, errors) => {
      const before = await rows(contacts);
      const res = await postJson(t.app, '/api/insert', contactBody(change));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: SERVER_MESSAGES.validationFailed, errors });
      expect(await rows(contacts)).toBe(before);
    });
  });
});
