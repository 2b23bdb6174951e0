import type { AnyJson, Session } from './helpers/newsroomClient';
import { type Desk, startDesk } from './helpers/newsroomDesk';
import { BACKENDS } from './helpers/testApp';

describe.each(BACKENDS)('the newsroom article list searches with the readers’ engine on %s', (backend) => {
  let d: Desk;
  let maidan: AnyJson;
  let policy: AnyJson;

  const create = async (session: Session, title: string, body: string) => {
    const made = await d.as(session, 'POST', '/api/newsroom/articles', {
      title,
      category: 'national',
      reporterId: 1,
      body,
    });
    expect(made.status).toBe(201);
    return made.body;
  };
  const listed = async (session: Session, q: string) => {
    const reply = await d.as(session, 'GET', `/api/newsroom/articles?q=${encodeURIComponent(q)}`);
    expect(reply.status).toBe(200);
    return (reply.body.data as AnyJson[]).map((item) => item.id);
  };

  beforeAll(async () => {
    d = await startDesk(backend);
    // Two drafts readers cannot see: one a reporter's, one an editor's.
    maidan = await create(d.reporter, 'गाँधी मैदान में किसानों की सभा', '<p>पटना में हज़ारों किसान जुटे।</p>');
    policy = await create(d.editor, 'उत्तर प्रदेश की नई औद्योगिक नीति', '<p>लखनऊ में घोषणा हुई।</p>');
  }, 60_000);
  afterAll(() => d.t.close());

  test('a spelling variant, Latin typing and a word of the body find a draft', async () => {
    // गांधी (anusvara) is not the headline's गाँधी (chandrabindu): a text match would miss it.
    expect(await listed(d.editor, 'गांधी मैदान')).toEqual([maidan.id]);
    expect(await listed(d.editor, 'gandhi maidan')).toEqual([maidan.id]);
    expect(await listed(d.editor, 'हजारों किसान')).toEqual([maidan.id]);
    expect(maidan.status).toBe('draft');
  });

  test('an alias of the search finds the story (UP → उत्तर प्रदेश), as does the start of the last word', async () => {
    expect(await listed(d.editor, 'UP niti')).toEqual([policy.id]);
    expect(await listed(d.editor, 'औद्योगि')).toEqual([policy.id]);
  });

  test('every word must match, and the text as typed still finds a headline or a slug', async () => {
    expect(await listed(d.editor, 'गांधी नीति')).toEqual([]);
    expect(await listed(d.editor, policy.slug)).toEqual([policy.id]);
  });

  test('staff find drafts readers never do; a reporter still finds only their own', async () => {
    const readers = await d.read(`/api/search?q=${encodeURIComponent('गांधी मैदान')}`);
    expect((readers.body.data as AnyJson[]).map((hit) => hit.url)).not.toContain(maidan.slug);
    expect(await listed(d.reporter, 'गांधी मैदान')).toEqual([maidan.id]);
    expect(await listed(d.reporter, 'UP niti')).toEqual([]);
  });

  test('a headline changed a moment ago is found by its new words at once', async () => {
    const changed = await d.as(
      d.editor,
      'PATCH',
      `/api/newsroom/articles/${maidan.id}`,
      { title: 'गाँधी मैदान में ज़मीन अधिग्रहण के ख़िलाफ़ सभा' },
      { headers: { 'if-match': `"${maidan.version}"` } },
    );
    expect(changed.status).toBe(200);
    expect(await listed(d.editor, 'jamin adhigrahan')).toEqual([maidan.id]);
  });
});
