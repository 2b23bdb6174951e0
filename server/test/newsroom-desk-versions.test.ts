import { NEWSROOM_MESSAGES as M } from '../src/core/messages';
import { type Desk, startDesk } from './helpers/newsroomDesk';
import { BACKENDS } from './helpers/testApp';

/** The desk's forms (breaking news, site polls, authors): each change names the version it was made to. */
describe.each(BACKENDS)('versions on the desk’s writes on %s', (backend) => {
  let d: Desk;
  let slug: string;

  beforeAll(async () => {
    d = await startDesk(backend);
    const made = await d.as(d.editor, 'POST', '/api/newsroom/articles', {
      title: 'डेस्क के संस्करण की ख़बर',
      category: 'national',
      reporterId: 1,
    });
    slug = made.body.slug;
  }, 60_000);
  afterAll(() => d.t.close());

  const tag = (version: number) => ({ headers: { 'if-match': `"${version}"` } });

  /** One desk row's life: made, changed without a version, with the current one, with a stale one, twice at once. */
  const rows = [
    {
      kind: 'breaking news',
      create: async () =>
        (await d.as(d.editor, 'POST', '/api/newsroom/breaking', { name: 'पहली ब्रेकिंग', url: slug })).body.data,
      url: (row: { id: number }) => `/api/newsroom/breaking/${row.id}`,
      change: (n: number) => ({ name: `ब्रेकिंग ख़बर ${n}` }),
      field: 'name',
    },
    {
      kind: 'a site poll',
      create: async () =>
        (
          await d.as(d.editor, 'POST', '/api/newsroom/sitepolls', {
            question: 'क्या विधानसभा सत्र समय पर पूरा होगा?',
            options: ['हाँ', 'नहीं'],
          })
        ).body.data,
      url: (row: { pollId: number }) => `/api/newsroom/sitepolls/${row.pollId}`,
      change: (n: number) => ({ question: `क्या विधानसभा सत्र समय पर पूरा होगा? ${n}` }),
      field: 'question',
    },
    {
      kind: 'an author',
      create: async () => (await d.as(d.editor, 'POST', '/api/newsroom/authors', { name: 'नया लेखक' })).body.data,
      url: (row: { id: number }) => `/api/newsroom/authors/${row.id}`,
      change: (n: number) => ({ name: `लेखक ${n}` }),
      field: 'name',
    },
  ] as const;

  test.each(rows)('$kind: 428 without If-Match, 409 with a stale one, exactly one of two at once', async (row) => {
    const made = await row.create();
    const url = row.url(made as never);
    expect(made.version).toBe(1);

    const bare = await d.as(d.editor, 'PATCH', url, row.change(1));
    expect(bare.status).toBe(428);
    expect(bare.body).toEqual({ message: M.versionRequired });

    const first = await d.as(d.editor, 'PATCH', url, row.change(2), tag(1));
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(2);
    expect(first.headers.etag).toBe('"2"');

    const stale = await d.as(d.admin, 'PATCH', url, row.change(3), tag(1));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(M.versionStale);
    expect(stale.body.current).toMatchObject({ version: 2, ...row.change(2) });
    expect(stale.headers.etag).toBe('"2"');

    const both = await Promise.all([
      d.as(d.editor, 'PATCH', url, row.change(4), tag(2)),
      d.as(d.admin, 'PATCH', url, row.change(5), tag(2)),
    ]);
    expect(both.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const winner = both.find((reply) => reply.status === 200)!;
    expect(winner.body.data.version).toBe(3);
    expect(both.find((reply) => reply.status === 409)!.body.current[row.field]).toBe(winner.body.data[row.field]);
  });

  test('closing or reopening a site poll names the version too; votes leave the version as it is', async () => {
    const poll = (
      await d.as(d.editor, 'POST', '/api/newsroom/sitepolls', {
        question: 'क्या नई बस सेवा समय पर शुरू होगी?',
        options: ['हाँ', 'नहीं'],
      })
    ).body.data;
    const url = `/api/newsroom/sitepolls/${poll.pollId}`;
    expect((await d.as(d.editor, 'POST', `${url}/close`)).status).toBe(428);
    await d.t.app.inject({
      method: 'PATCH',
      url: `/api/updatepollsres1/1/${poll.pollId}`,
      remoteAddress: '198.51.100.9',
    });
    const read = await d.as(d.editor, 'GET', url);
    expect(read.body.data).toMatchObject({ totalVotes: 1, version: 1 });
    expect(read.headers.etag).toBe('"1"');
    const closed = await d.as(d.editor, 'POST', `${url}/close`, undefined, tag(1));
    expect(closed.body.data).toMatchObject({ closed: true, version: 2 });
    expect((await d.as(d.admin, 'POST', `${url}/reopen`, undefined, tag(1))).status).toBe(409);
  });

  test('readers’ author answer never shows the version', async () => {
    const author = await d.read('/api/author/1');
    expect(author.status).toBe(200);
    expect(JSON.stringify(author.body)).not.toContain('version');
  });
});
