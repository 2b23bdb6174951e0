import { eq } from 'drizzle-orm';
import { pushJobs, pushLog, pushSubscriptions } from '../src/core/db/schema';
import { PUSH_MESSAGES as M } from '../src/push/pushMessages';
import { TestPushService } from '../src/push/testing/testPushService';
import { eventually } from './helpers/eventually';
import { type Desk, istMinuteIn, startDesk } from './helpers/newsroomDesk';
import { BACKENDS, rowCount } from './helpers/testApp';

describe.each(BACKENDS)('web push on %s', (backend) => {
  let d: Desk;
  let service: TestPushService;
  const subscribe = (body: unknown, ip?: string) =>
    d.as(undefined as never, 'POST', '/api/push/subscriptions', body, ip ? { ip } : {});
  const breaking = (name: string, url: string, push = true) =>
    d.as(d.editor, 'POST', '/api/newsroom/breaking', { name, url, expiresAt: istMinuteIn(60), push });
  /** Polls (the queue's sender runs on its own) until `condition` holds, a few seconds at most. */
  const until = (condition: () => boolean | Promise<boolean>) =>
    eventually(async () => (await condition()) || (await new Promise<boolean>((r) => setTimeout(r, 20, false))), 500);
  const deliveredTo = (id: number, n: number) => until(() => (service.texts.get(id)?.length ?? 0) >= n);
  const following = (topics: string[]) => {
    const s = service.subscribe();
    return { ...s, body: { endpoint: s.endpoint, keys: s.keys, topics } };
  };

  beforeAll(async () => {
    service = await TestPushService.start({ keepTexts: true });
    d = await startDesk(backend, { PUSH_SERVICE_ORIGINS: service.origin });
    service.requireKey((await d.read('/api/push/key')).body.publicKey);
  }, 60_000);
  afterAll(async () => {
    await d.t.close();
    await service.close();
  });

  test('the key and the topics: «ब्रेकिंग» first, then each category and state by its code, in Hindi', async () => {
    const key = await d.read('/api/push/key');
    expect(key.status).toBe(200);
    expect(Buffer.from(key.body.publicKey, 'base64url')).toHaveLength(65);
    expect((await d.read('/api/push/key')).body.publicKey).toBe(key.body.publicKey);
    const topics = (await d.read('/api/push/topics')).body as { id: string; label: string }[];
    expect(topics[0]).toEqual({ id: 'breaking', label: 'ब्रेकिंग' });
    expect(topics).toContainEqual({ id: 'national', label: 'राष्ट्रीय' });
    expect(topics).toContainEqual({ id: 'bihar', label: 'बिहार' });
    expect(topics.map((t) => t.id)).not.toContain('state');
  });

  test('a subscription is kept (201), its topics changed by sending it again (200), forgotten (204)', async () => {
    const s = following(['breaking']);
    expect((await subscribe(s.body)).status).toBe(201);
    const again = await subscribe({ ...s.body, topics: ['bihar', 'national'] });
    expect(again.status).toBe(200);
    const [row] = await d.t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, s.endpoint));
    // Only the endpoint, its keys and its topics: nothing else about the reader.
    expect(Object.keys(row!).sort()).toEqual(['auth', 'endpoint', 'id', 'p256dh', 'topics']);
    expect(row!.topics).toEqual(['bihar', 'national']);
    const removed = await d.as(undefined as never, 'DELETE', '/api/push/subscriptions', { endpoint: s.endpoint });
    expect(removed.status).toBe(204);
    expect(await rowCount(d.t, pushSubscriptions)).toBe(0);
  });

  test('refusals are Hindi 400s: a stranger’s address, bad keys, unknown topics, an oversized body', async () => {
    const s = following(['breaking']);
    const refused = async (body: unknown, message: string) => {
      const reply = await subscribe(body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
    };
    await refused({ ...s.body, endpoint: 'https://attacker.example/push/1' }, M.endpointNotAllowed);
    await refused({ ...s.body, endpoint: 'http://169.254.169.254/latest/meta-data' }, M.endpointNotAllowed);
    const notOnCurve = Buffer.alloc(65, 7);
    notOnCurve[0] = 4;
    await refused({ ...s.body, keys: { ...s.keys, p256dh: notOnCurve.toString('base64url') } }, M.badP256dh);
    await refused({ ...s.body, keys: { ...s.keys, p256dh: s.keys.auth } }, M.badP256dh);
    await refused({ ...s.body, keys: { ...s.keys, auth: s.keys.p256dh } }, M.badAuth);
    await refused({ ...s.body, topics: ['breaking', 'mars'] }, M.unknownTopics(['mars']));
    await refused({ ...s.body, topics: [] }, M.noTopics);
    await refused({ ...s.body, email: 'reader@example.com' }, M.notASubscription);
    await refused({ ...s.body, padding: 'x'.repeat(5000) }, M.tooLarge);
    expect(await rowCount(d.t, pushSubscriptions)).toBe(0);
  });

  test('subscription writes are limited per address', async () => {
    const ip = '198.51.100.77';
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await subscribe(following(['breaking']).body, ip)).status);
    expect(answers.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(answers[30]).toBe(429);
    await d.t.database.db.delete(pushSubscriptions);
  });

  test('a breaking item with «पुश भेजें» reaches its followers, encrypted and signed; a second within 5 minutes is held', async () => {
    const breakingFan = following(['breaking']);
    const rajasthanFan = following(['rajasthan']);
    const biharFan = following(['bihar']);
    for (const s of [breakingFan, rajasthanFan, biharFan]) expect((await subscribe(s.body)).status).toBe(201);
    const created = await breaking('राजस्थान विधानसभा में आज बड़ा फ़ैसला', 'rajasthan-vidhansabha');
    expect(created.status).toBe(201);
    expect(created.body.push).toMatchObject({ recipients: 2, heldTopics: [], message: M.sending(2) });
    expect(await deliveredTo(breakingFan.id, 1)).toBe(true);
    expect(await deliveredTo(rajasthanFan.id, 1)).toBe(true);
    expect(JSON.parse(service.texts.get(breakingFan.id)![0]!)).toEqual({
      title: 'ब्रेकिंग',
      body: 'राजस्थान विधानसभा में आज बड़ा फ़ैसला',
      url: 'https://janmat.test/news/states/rajasthan-vidhansabha',
    });
    expect(service.texts.get(biharFan.id)).toBeUndefined();
    expect(service.counts.refused).toBe(0);

    const second = await breaking('एक और ख़बर', 'national-one');
    expect(second.body.push.heldTopics).toEqual(['breaking']);
    expect(second.body.push.message).toContain('«ब्रेकिंग» के पाठकों को नहीं');
    const log = await d.as(d.editor, 'GET', '/api/newsroom/pushes');
    expect(log.body.data[0]).toMatchObject({ source: 'breaking', topics: ['national'], heldTopics: ['breaking'] });
    expect(log.body.data[1]).toMatchObject({ recipients: 2, delivered: 2, failed: 0, removed: 0, pending: 0 });
    expect((await d.as(d.reporter, 'GET', '/api/newsroom/pushes')).status).toBe(403);
  });

  test('a subscription its push service says is gone (410) is removed, and the log counts it', async () => {
    await d.t.database.db.delete(pushSubscriptions);
    const gone = following(['bihar']);
    expect((await subscribe(gone.body)).status).toBe(201);
    service.plan(gone.id, { status: 410 });
    const article = await d.as(d.editor, 'GET', '/api/newsroom/articles?q=bihar-chunav');
    const id = article.body.data.find((a: { slug: string }) => a.slug === 'bihar-chunav')?.id as number;
    const seen = await d.as(d.editor, 'GET', `/api/newsroom/articles/${id}`);
    const published = await d.as(
      d.editor,
      'POST',
      `/api/newsroom/articles/${id}/publish`,
      { push: true },
      {
        headers: { 'if-match': String(seen.headers.etag) },
      },
    );
    expect(published.status).toBe(200);
    expect(published.body.push.recipients).toBe(1);
    const removed = await until(async () => (await rowCount(d.t, pushSubscriptions)) === 0);
    expect(removed).toBe(true);
    expect(await rowCount(d.t, pushJobs)).toBe(0);
    const log = await d.as(d.editor, 'GET', '/api/newsroom/pushes?limit=1');
    expect(log.body.data[0]).toMatchObject({ source: 'article', topics: ['bihar'], removed: 1, delivered: 0 });
  });

  describe('a subscription its push service replaced (the worker’s pushsubscriptionchange)', () => {
    const topicsOf = async (endpoint: string) =>
      (await d.t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0]
        ?.topics;
    const renew = (body: unknown) => subscribe(body, '203.0.113.9');
    const renewal = (old: { endpoint: string }, extra: Record<string, unknown> = {}) => {
      const fresh = service.subscribe();
      return { ...fresh, body: { endpoint: fresh.endpoint, keys: fresh.keys, replaces: old.endpoint, ...extra } };
    };
    beforeEach(async () => {
      await d.t.database.db.delete(pushSubscriptions);
    });

    test('the new endpoint takes the old one’s topics (201) and the old one goes, its queued deliveries with it', async () => {
      const old = following(['bihar', 'national']);
      expect((await renew(old.body)).status).toBe(201);
      const [oldRow] = await d.t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, old.endpoint));
      const [logged] = await d.t.database.db
        .insert(pushLog)
        .values({ source: 'article', title: 't', body: 'b', url: '/', topics: ['bihar'], held_topics: [] })
        .returning();
      const later = new Date(Date.now() + 3_600_000);
      await d.t.database.db
        .insert(pushJobs)
        .values({ push_id: logged!.id, subscription_id: oldRow!.id, next_try_at: later });
      const fresh = renewal(old);
      const moved = await renew(fresh.body);
      expect(moved.status).toBe(201);
      expect(moved.body).toEqual({ message: M.subscribed, topics: ['bihar', 'national'] });
      expect(await topicsOf(fresh.endpoint)).toEqual(['bihar', 'national']);
      expect(await topicsOf(old.endpoint)).toBeUndefined();
      expect(await rowCount(d.t, pushSubscriptions)).toBe(1);
      expect(await rowCount(d.t, pushJobs)).toBe(0);
      await d.t.database.db.delete(pushLog).where(eq(pushLog.id, logged!.id));
    });

    test('topics sent with it win; a new endpoint already kept answers 200; replaces equal to endpoint is an update', async () => {
      const old = following(['bihar']);
      expect((await renew(old.body)).status).toBe(201);
      const fresh = renewal(old, { topics: ['national'] });
      expect((await renew(fresh.body)).status).toBe(201);
      expect(await topicsOf(fresh.endpoint)).toEqual(['national']);
      expect(await topicsOf(old.endpoint)).toBeUndefined();
      const known = following(['breaking']);
      expect((await renew(known.body)).status).toBe(201);
      const onto = await renew({ endpoint: known.endpoint, keys: known.keys, replaces: fresh.endpoint });
      expect(onto.status).toBe(200);
      expect(onto.body).toEqual({ message: M.topicsUpdated, topics: ['national'] });
      const self = await renew({ endpoint: known.endpoint, keys: known.keys, replaces: known.endpoint });
      expect(self.status).toBe(200);
      expect(self.body.topics).toEqual(['national']);
      expect(await rowCount(d.t, pushSubscriptions)).toBe(1);
    });

    test('an old endpoint the server does not hold: 404 in Hindi without topics, kept as new with them', async () => {
      const stranger = following(['bihar']);
      const lost = await renew(renewal(stranger).body);
      expect(lost.status).toBe(404);
      expect(lost.body.message).toBe(M.replacedNotFound);
      expect(await rowCount(d.t, pushSubscriptions)).toBe(0);
      const fresh = renewal(stranger, { topics: ['bihar'] });
      expect((await renew(fresh.body)).status).toBe(201);
      expect(await topicsOf(fresh.endpoint)).toEqual(['bihar']);
    });

    test('`replaces` is checked like an endpoint; the rest as before', async () => {
      const old = following(['bihar']);
      expect((await renew(old.body)).status).toBe(201);
      const refused = async (extra: Record<string, unknown>, message: string, field = 'replaces') => {
        const reply = await renew(renewal(old, extra).body);
        expect(reply.status).toBe(400);
        expect(reply.body.message).toBe(message);
        if (field) expect(reply.body.errors).toHaveProperty([field], message);
      };
      await refused({ replaces: 42 }, M.notASubscription);
      await refused({ replaces: '' }, M.notASubscription);
      await refused({ replaces: `${old.endpoint}${'x'.repeat(1024)}` }, M.notASubscription);
      await refused({ replaces: 'https://attacker.example/push/1' }, M.endpointNotAllowed);
      await refused({ topics: [] }, M.noTopics, 'topics');
      await refused({ topics: ['mars'] }, M.unknownTopics(['mars']), 'topics');
      await refused({ replace: old.endpoint }, M.notASubscription, '');
      const keyless = await renew({ endpoint: service.subscribe().endpoint, replaces: old.endpoint });
      expect(keyless.status).toBe(400);
      expect(await rowCount(d.t, pushSubscriptions)).toBe(1);
      expect(await topicsOf(old.endpoint)).toEqual(['bihar']);
    });

    test('a push reaches the new endpoint, not the old one', async () => {
      await d.t.database.db.delete(pushLog);
      const old = following(['breaking']);
      expect((await renew(old.body)).status).toBe(201);
      const fresh = renewal(old);
      expect((await renew(fresh.body)).status).toBe(201);
      const created = await breaking('नई सदस्यता पर ख़बर', 'national-one');
      expect(created.body.push).toMatchObject({ recipients: 1, heldTopics: [] });
      expect(await deliveredTo(fresh.id, 1)).toBe(true);
      expect(service.texts.get(old.id)).toBeUndefined();
    });
  });
});
