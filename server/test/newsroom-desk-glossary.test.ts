import { NEWSROOM_FIELD_MESSAGES as F, GLOSSARY_FIELD_MESSAGES as G } from '@janmat/shared/validation';
import { eq } from 'drizzle-orm';
import { news } from '../src/core/db/schema';
import { NEWSROOM_MESSAGES as M } from '../src/core/messages';
import type { AnyJson } from './helpers/newsroomClient';
import { type Desk, startDesk } from './helpers/newsroomDesk';
import { BACKENDS } from './helpers/testApp';

const GLOSSARY = '/api/newsroom/glossary';
const ALIASES = '/api/newsroom/aliases';

describe.each(BACKENDS)('the search glossary in the newsroom on %s', (backend) => {
  let d: Desk;

  beforeAll(async () => {
    d = await startDesk(backend);
    // Published stories that readers would look for in English.
    await d.t.database.db.update(news).set({ name: 'संसद में रोज़गार पर बहस' }).where(eq(news.url, 'national-one'));
  }, 60_000);
  afterAll(() => d.t.close());

  const searched = async (q: string) => {
    const body = (await d.read(`/api/search?q=${encodeURIComponent(q)}`)).body;
    return { reading: body.reading as string | undefined, urls: (body.data as AnyJson[]).map((hit) => hit.url) };
  };

  test('no session → 401, a reporter → 403, a change without the CSRF token → 403', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', GLOSSARY],
      ['PUT', `${GLOSSARY}/jobs`, { hindi: 'नौकरी' }],
      ['DELETE', `${GLOSSARY}/jobs`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await d.as(undefined as never, method, url, payload)).status).toBe(401);
      expect((await d.as(d.reporter, method, url, payload)).status).toBe(403);
      if (method !== 'GET') expect((await d.as(d.editor, method, url, payload, { csrf: null })).status).toBe(403);
    }
  });

  test('looks entries up by English or Hindi, by term', async () => {
    const found = await d.as(d.editor, 'GET', `${GLOSSARY}?q=${encodeURIComponent('Parliament')}`);
    expect(found.status).toBe(200);
    expect(found.body.data).toContainEqual({ term: 'parliament', hindi: 'संसद' });
    const terms = (found.body.data as AnyJson[]).map((e) => e.term);
    expect(terms).toEqual([...terms].sort());
    const hindi = await d.as(d.editor, 'GET', `${GLOSSARY}?q=${encodeURIComponent('मुख्यमंत्री')}`);
    expect(hindi.body.data).toContainEqual({ term: 'chief minister', hindi: 'मुख्यमंत्री' });
    expect((await d.as(d.editor, 'GET', `${GLOSSARY}?q=%25`)).body.data).toEqual([]);
  });

  test('an entry changed by an editor is audited and read by the search at once; a new one too; removed, gone', async () => {
    expect((await searched('jobs')).reading).toBe('नौकरी');
    const changed = await d.as(d.editor, 'PUT', `${GLOSSARY}/Jobs`, { hindi: ' रोज़गार ,  नौकरी ' });
    expect(changed).toMatchObject({ status: 200, body: { data: { term: 'jobs', hindi: 'रोज़गार, नौकरी' } } });
    expect((await d.audited('search_glossary', 'jobs'))[0]).toMatchObject({
      action: 'search_glossary_save',
      staff: d.editorId,
      detail: { before: { term: 'jobs' }, after: { term: 'jobs', hindi: 'रोज़गार, नौकरी' } },
    });
    expect(await searched('jobs')).toEqual({ reading: 'रोजगार', urls: ['national-one'] });
    expect((await searched('workforce debate')).reading).toBe('workforce बहस');

    const added = await d.as(d.editor, 'PUT', `${GLOSSARY}/${encodeURIComponent('Workforce Debate')}`, {
      hindi: 'रोज़गार बहस',
    });
    expect(added).toMatchObject({ status: 201, body: { data: { term: 'workforce debate', hindi: 'रोज़गार बहस' } } });
    expect(await searched('workforce debate')).toEqual({ reading: 'रोजगार बहस', urls: ['national-one'] });

    const removed = await d.as(d.admin, 'DELETE', `${GLOSSARY}/${encodeURIComponent('workforce debate')}`);
    expect(removed).toMatchObject({ status: 200, body: { message: M.glossaryDeleted } });
    expect((await searched('workforce debate')).reading).toBe('workforce बहस');
    expect(await d.as(d.admin, 'DELETE', `${GLOSSARY}/nosuchterm`)).toMatchObject({
      status: 404,
      body: { message: M.glossaryNotFound },
    });
  });

  test("an editor's alias of the same term wins over the glossary; removed, the glossary counts again", async () => {
    expect((await searched('parliament')).reading).toBe('संसद');
    expect((await d.as(d.editor, 'POST', ALIASES, { term: 'parliament', expansion: 'रोज़गार' })).status).toBe(201);
    expect(await searched('parliament')).toEqual({ reading: 'रोजगार', urls: ['national-one'] });
    expect((await d.as(d.editor, 'DELETE', `${ALIASES}/parliament`)).status).toBe(200);
    expect((await searched('parliament')).reading).toBe('संसद');
  });

  test.each([
    ['चुनाव', { hindi: 'चुनाव' }, { term: G.termInvalid }],
    ['a b c d e', { hindi: 'चुनाव' }, { term: G.termInvalid }],
    ['vote', { hindi: 'vote' }, { hindi: G.hindiInvalid }],
    ['vote', { hindi: 'वोट,, मत' }, { hindi: G.hindiInvalid }],
    ['vote', { hindi: '' }, { hindi: F.fieldRequired }],
    ['vote', { hindi: 'वोट', note: 'x' }, { note: F.unknownField }],
  ])('PUT %s %j → 400 with Hindi field errors, nothing stored', async (term, body, errors) => {
    const before = (await d.as(d.editor, 'GET', `${GLOSSARY}?q=vote`)).body.data;
    const refused = await d.as(d.editor, 'PUT', `${GLOSSARY}/${encodeURIComponent(term)}`, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: M.validationFailed, errors });
    expect((await d.as(d.editor, 'GET', `${GLOSSARY}?q=vote`)).body.data).toEqual(before);
  });
});
