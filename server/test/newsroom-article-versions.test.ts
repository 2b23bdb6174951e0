import { NEWSROOM_MESSAGES as M } from '../src/core/messages';
import type { AnyJson, Session } from './helpers/newsroomClient';
import { type Desk, istMinuteIn, startDesk } from './helpers/newsroomDesk';
import { BACKENDS } from './helpers/testApp';

const BODY = '<p>जयपुर में आज विधानसभा का सत्र शुरू हुआ।</p>';

describe.each(BACKENDS)('versions on newsroom article writes on %s', (backend) => {
  let d: Desk;

  beforeAll(async () => {
    d = await startDesk(backend);
  }, 60_000);
  afterAll(() => d.t.close());

  const create = async (session: Session, title = 'विधानसभा का सत्र शुरू') => {
    const made = await d.as(session, 'POST', '/api/newsroom/articles', {
      title,
      category: 'national',
      reporterId: 1,
      photo: '/uploads/news/a.svg',
      body: BODY,
    });
    expect(made.status).toBe(201);
    return made.body;
  };
  const open = (session: Session, id: number) => d.as(session, 'GET', `/api/newsroom/articles/${id}`);
  const save = (session: Session, id: number, changes: object, tag?: string) =>
    d.as(session, 'PATCH', `/api/newsroom/articles/${id}`, changes, tag ? { headers: { 'if-match': tag } } : {});
  const step = (session: Session, id: number, action: string, tag?: string, payload: object = {}) =>
    d.as(
      session,
      'POST',
      `/api/newsroom/articles/${id}/${action}`,
      payload,
      tag ? { headers: { 'if-match': tag } } : {},
    );

  test('every article answer carries its version as the ETag and in the body', async () => {
    const made = await d.as(d.editor, 'POST', '/api/newsroom/articles', {
      title: 'नया लेख',
      category: 'national',
      reporterId: 1,
    });
    expect(made.headers.etag).toBe(`"${made.body.version}"`);
    const read = await open(d.editor, made.body.id);
    expect(read.headers.etag).toBe(`"${made.body.version}"`);
    const saved = await save(d.editor, made.body.id, { title: 'नया लेख, बदला हुआ' }, String(read.headers.etag));
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(made.body.version + 1);
    expect(saved.headers.etag).toBe(`"${saved.body.version}"`);
  });

  test('a save, submit, publish, schedule or unpublish without If-Match → 428 in Hindi, nothing changed', async () => {
    const article = await create(d.editor);
    const tries = [
      () => save(d.editor, article.id, { title: 'बिना संस्करण' }),
      () => step(d.editor, article.id, 'submit'),
      () => step(d.editor, article.id, 'publish'),
      () => step(d.editor, article.id, 'publish', undefined, { at: istMinuteIn(30) }),
      () => step(d.editor, article.id, 'unpublish'),
      () => save(d.editor, article.id, { title: 'सब कुछ' }, '*'),
    ];
    for (const attempt of tries) {
      const reply = await attempt();
      expect(reply.status).toBe(428);
      expect(reply.body).toEqual({ message: M.versionRequired });
    }
    const now = await open(d.editor, article.id);
    expect(now.body).toMatchObject({ title: article.title, status: 'draft', version: article.version });
  });

  test('a save to an older version → 409 in Hindi with the article as it is now', async () => {
    const article = await create(d.editor);
    const first = await save(d.editor, article.id, { title: 'पहले संपादक का शीर्षक' }, `"${article.version}"`);
    expect(first.status).toBe(200);
    const stale = await save(d.admin, article.id, { title: 'पुराने टैब का शीर्षक' }, `"${article.version}"`);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(M.versionStale);
    expect(stale.body.current).toMatchObject({ title: 'पहले संपादक का शीर्षक', version: first.body.version });
    expect(stale.headers.etag).toBe(`"${first.body.version}"`);
    // Keeping one's own text: saved again over the version now seen.
    const kept = await save(d.admin, article.id, { title: 'पुराने टैब का शीर्षक' }, String(stale.headers.etag));
    expect(kept.status).toBe(200);
    expect(kept.body.title).toBe('पुराने टैब का शीर्षक');
  });

  test('two saves of one version at the same moment: exactly one wins, the other gets 409', async () => {
    const article = await create(d.editor);
    const tag = `"${article.version}"`;
    const replies = await Promise.all([
      save(d.editor, article.id, { title: 'संपादक का शीर्षक' }, tag),
      save(d.admin, article.id, { title: 'एडमिन का शीर्षक' }, tag),
    ]);
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = replies.find((reply) => reply.status === 200)!;
    const loser = replies.find((reply) => reply.status === 409)!;
    expect(loser.body.current.title).toBe(winner.body.title);
    const now = await open(d.editor, article.id);
    expect(now.body).toMatchObject({ title: winner.body.title, version: article.version + 1 });
    const versions = await d.as(d.editor, 'GET', `/api/newsroom/articles/${article.id}/versions`);
    expect(versions.body.filter((v: AnyJson) => v.changed.includes('title'))).toHaveLength(2);
  });

  test('publishing the version read before the reporter changed it is refused; the queue marks it as changed', async () => {
    const draft = await create(d.reporter, 'रिपोर्टर की ख़बर');
    const submitted = await step(d.reporter, draft.id, 'submit', `"${draft.version}"`);
    expect(submitted.body).toMatchObject({ status: 'submitted', changedSinceSubmit: false });
    const queue = async () =>
      (await d.as(d.editor, 'GET', '/api/newsroom/articles?status=submitted&limit=200')).body.data.find(
        (item: AnyJson) => item.id === draft.id,
      );
    expect(await queue()).toMatchObject({ status: 'submitted', changedSinceSubmit: false });
    // The editor reads it…
    const read = await open(d.editor, draft.id);
    // …then the reporter changes it.
    const changed = await save(d.reporter, draft.id, { title: 'रिपोर्टर ने बाद में बदला' }, `"${submitted.body.version}"`);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'submitted', changedSinceSubmit: true });
    expect(await queue()).toMatchObject({
      status: 'submitted',
      changedSinceSubmit: true,
      title: 'रिपोर्टर ने बाद में बदला',
    });

    for (const payload of [{}, { at: istMinuteIn(30) }]) {
      const publish = await step(d.editor, draft.id, 'publish', String(read.headers.etag), payload);
      expect(publish.status).toBe(409);
      expect(publish.body.message).toBe(M.versionStale);
      expect(publish.body.current).toMatchObject({ title: 'रिपोर्टर ने बाद में बदला', changedSinceSubmit: true });
    }
    expect((await d.read(`/api/newsdetails2/${draft.slug}`)).status).toBe(404);

    // Having seen the new text, the editor publishes it; the mark goes.
    const fresh = await open(d.editor, draft.id);
    const published = await step(d.editor, draft.id, 'publish', String(fresh.headers.etag));
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', changedSinceSubmit: false });
    const stale = await step(d.editor, draft.id, 'unpublish', String(fresh.headers.etag));
    expect(stale.status).toBe(409);
    expect((await step(d.editor, draft.id, 'unpublish', String(published.headers.etag))).status).toBe(200);
  });

  test('a reporter’s change to a draft not yet sent leaves no mark', async () => {
    const draft = await create(d.reporter, 'अभी भेजा नहीं');
    const changed = await save(d.reporter, draft.id, { title: 'अभी भी ड्राफ़्ट' }, `"${draft.version}"`);
    expect(changed.body).toMatchObject({ status: 'draft', changedSinceSubmit: false });
  });
});
