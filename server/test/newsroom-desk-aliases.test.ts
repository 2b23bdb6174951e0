import { ALIAS_FIELD_MESSAGES as A, ALIAS_TERM_MAX, NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { eq } from 'drizzle-orm';
import { news } from '../src/core/db/schema';
import { NEWSROOM_MESSAGES as M } from '../src/core/messages';
import type { AnyJson } from './helpers/newsroomClient';
import { type Desk, startDesk } from './helpers/newsroomDesk';
import { BACKENDS } from './helpers/testApp';

const ALIASES = '/api/newsroom/aliases';

describe.each(BACKENDS)('search aliases in the newsroom on %s', (backend) => {
  let d: Desk;

  beforeAll(async () => {
    d = await startDesk(backend);
    // A published story whose headline readers would look up by its acronym.
    await d.t.database.db.update(news).set({ name: 'वीवीपैट पर्चियों की गिनती पूरी' }).where(eq(news.url, 'national-one'));
  }, 60_000);
  afterAll(() => d.t.close());

  const found = async (q: string) =>
    ((await d.read(`/api/search?q=${encodeURIComponent(q)}`)).body.data as AnyJson[]).map((hit) => hit.url);

  test('no session → 401, a reporter → 403, a write without the CSRF token → 403', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', ALIASES],
      ['POST', ALIASES, { term: 'vvpat', expansion: 'वीवीपैट' }],
      ['DELETE', `${ALIASES}/bjp`],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await d.as(undefined as never, method, url, payload);
      expect([method, anonymous.status, anonymous.body.message]).toEqual([method, 401, M.signInRequired]);
      const reporter = await d.as(d.reporter, method, url, payload);
      expect([method, reporter.status, reporter.body.message]).toEqual([method, 403, M.notAllowed]);
      if (method !== 'GET') {
        const forged = await d.as(d.editor, method, url, payload, { csrf: null });
        expect([method, forged.status, forged.body.message]).toEqual([method, 403, M.csrfMissing]);
      }
    }
    expect((await d.as(d.admin, 'GET', ALIASES)).status).toBe(200);
  });

  test('lists the aliases by term, the migration’s included, as one page', async () => {
    const list = await d.as(d.editor, 'GET', ALIASES);
    expect(list.status).toBe(200);
    expect(list.body.next).toBeNull();
    const terms = (list.body.data as AnyJson[]).map((a) => a.term);
    expect(terms).toEqual([...terms].sort());
    expect(list.body.data).toContainEqual({ term: 'बीजेपी', expansion: 'भाजपा' });
    expect(list.headers['cache-control']).toContain('no-store');
  });

  test('an alias an editor adds is folded, audited and found by readers at once; removing it takes it away', async () => {
    expect(await found('papertrail')).toEqual([]);
    const added = await d.as(d.editor, 'POST', ALIASES, { term: ' PAPERTRAIL ', expansion: ' वीवीपैट ' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ data: { term: 'papertrail', expansion: 'वीवीपैट' } });
    expect(await d.audited('search_alias', 'papertrail')).toEqual([
      { action: 'search_alias_create', staff: d.editorId, detail: { term: 'papertrail', expansion: 'वीवीपैट' } },
    ]);
    expect((await d.as(d.editor, 'GET', ALIASES)).body.data).toContainEqual({
      term: 'papertrail',
      expansion: 'वीवीपैट',
    });
    expect(await found('papertrail')).toEqual(['national-one']);
    // The answer is cached now; removing the alias drops it.
    expect(await found('papertrail')).toEqual(['national-one']);

    const removed = await d.as(d.admin, 'DELETE', `${ALIASES}/PAPERTRAIL`);
    expect(removed).toMatchObject({ status: 200, body: { message: M.aliasDeleted } });
    expect((await d.audited('search_alias', 'papertrail'))[0]).toEqual({
      action: 'search_alias_delete',
      staff: d.admin.id,
      detail: { term: 'papertrail', expansion: 'वीवीपैट' },
    });
    expect(await found('papertrail')).toEqual([]);
    expect(await d.as(d.admin, 'DELETE', `${ALIASES}/papertrail`)).toMatchObject({
      status: 404,
      body: { message: M.aliasNotFound },
    });
  });

  test('a Devanagari term is folded like a query word, and removed by its address', async () => {
    const added = await d.as(d.editor, 'POST', ALIASES, { term: 'वीवीपीएटी', expansion: 'वीवीपैट' });
    expect(added.status).toBe(201);
    expect(await found('वीवीपीएटी')).toEqual(['national-one']);
    const removed = await d.as(d.editor, 'DELETE', `${ALIASES}/${encodeURIComponent('वीवीपीएटी')}`);
    expect(removed.status).toBe(200);
  });

  test('a term that already has an alias (in any case) is a 409 naming what it stands for', async () => {
    await d.as(d.editor, 'POST', ALIASES, { term: 'inld', expansion: 'इनेलो' });
    const taken = await d.as(d.editor, 'POST', ALIASES, { term: 'INLD', expansion: 'इंडियन नेशनल लोकदल' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(M.aliasTaken('inld', 'इनेलो'));
    expect((await d.as(d.editor, 'GET', ALIASES)).body.data).toContainEqual({ term: 'inld', expansion: 'इनेलो' });
  });

  test.each([
    [{ term: '  ', expansion: 'भाजपा' }, { term: F.fieldRequired }],
    [{ term: 'bjp party', expansion: 'भाजपा' }, { term: A.termInvalid }],
    [{ term: 'x'.repeat(ALIAS_TERM_MAX + 1), expansion: 'भाजपा' }, { term: A.termInvalid }],
    [{ term: 'aap', expansion: 'Aam Aadmi Party' }, { expansion: A.expansionInvalid }],
    [{ term: 'गाँधी', expansion: 'गांधी' }, { expansion: A.sameAsTerm }],
    [{ term: 'nda', expansion: 'एनडीए', note: 'x' }, { note: F.unknownField }],
  ])('%j → 400 with Hindi field errors, nothing stored', async (body, errors) => {
    const before = (await d.as(d.editor, 'GET', ALIASES)).body.data;
    const refused = await d.as(d.editor, 'POST', ALIASES, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: M.validationFailed, errors });
    expect((await d.as(d.editor, 'GET', ALIASES)).body.data).toEqual(before);
  });
});
