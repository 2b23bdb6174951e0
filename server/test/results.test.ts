import { NEWSROOM_MESSAGES as N } from '../src/core/messages';
import { RESULTS_MESSAGES as M } from '../src/results/resultsMessages';
import { type Desk, startDesk } from './helpers/newsroomDesk';
import { type PurgeReceiver, startPurgeReceiver } from './helpers/purgeReceiver';
import { BACKENDS } from './helpers/testApp';

const TOKEN = 'results-feed-token-0123456789abcdef';
const SLUG = 'bihar-2030';

const PARTIES = `code,name,short,colour,alliance
BJP,भारतीय जनता पार्टी,भाजपा,#ff9933,राजग
JDU,जनता दल (यूनाइटेड),जदयू,#006400,राजग
RJD,राष्ट्रीय जनता दल,राजद,#008000,महागठबंधन`;

const SEATS = `number,slug,name,name_latin,district,reserved,held_by
1,patna-sahib,पटना साहिब,Patna Sahib,पटना,,BJP
2,danapur,दानापुर,Danapur,पटना,,RJD
3,gaya,गया,Gaya,गया,SC,JDU`;

const CANDIDATES = `id,constituency,name,party
11,1,नंद किशोर,BJP
12,1,रवि कुमार,RJD
21,2,रीता देवी,RJD
22,2,सुनील सिंह,BJP
31,3,प्रेम कुमार,JDU
32,3,अनिल पासवान,RJD`;

const row = (constituency: number, candidate: number, votes: number, round = 1, rounds_total = 2) => ({
  constituency,
  candidate,
  votes,
  round,
  rounds_total,
});

describe.each(BACKENDS)('results on %s', (backend) => {
  let d: Desk;
  let edge: PurgeReceiver;
  const feed = (body: unknown, slug = SLUG) =>
    d.as(undefined as never, 'POST', `/api/newsroom/results/${slug}/counts`, body, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
  const tally = async () => (await d.read(`/api/results/${SLUG}`)).body;
  /** The first purge since `from` naming `key` (purges go out after the answer). */
  const purgeNaming = async (from: number, key: string) => {
    for (let n = from + 1; ; n += 1) {
      await edge.waitFor(n);
      const found = edge.received.slice(from).find((p) => p.keys.includes(key));
      if (found) return found.keys;
    }
  };
  const imported = (kind: string, csv: string, slug = SLUG) =>
    d.as(d.editor, 'POST', `/api/newsroom/results/${slug}/import`, { kind, csv });

  beforeAll(async () => {
    edge = await startPurgeReceiver(backend === 'pglite' ? 4491 : 4492);
    // Counted purge by purge: without the second purge that PostgreSQL's several processes get a second later.
    d = await startDesk(backend, { EDGE_PURGE_URLS: edge.url, EDGE_PURGE_ECHO_MS: '0', RESULTS_TOKEN: TOKEN });
  }, 60_000);
  afterAll(async () => {
    await d.t.close();
    await edge.close();
  });

  test('an editor creates an election; a reporter or nobody may not, and a bad one is refused in Hindi', async () => {
    const election = {
      slug: SLUG,
      name: 'बिहार विधानसभा चुनाव 2030',
      kind: 'vidhan-sabha',
      state: 'बिहार',
      counting_date: '2030-11-14',
      seats: 3,
      majority: 2,
    };
    expect((await d.as(undefined as never, 'POST', '/api/newsroom/results', election)).status).toBe(401);
    const reporter = await d.as(d.reporter, 'POST', '/api/newsroom/results', election);
    expect([reporter.status, reporter.body.message]).toEqual([403, N.notAllowed]);
    const bad = await d.as(d.editor, 'POST', '/api/newsroom/results', { ...election, majority: 4 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['majority']);
    const made = await d.as(d.editor, 'POST', '/api/newsroom/results', election);
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ slug: SLUG, status: 'upcoming', demo: false });
    const again = await d.as(d.editor, 'POST', '/api/newsroom/results', election);
    expect([again.status, again.body.message]).toEqual([409, M.slugTaken(SLUG)]);
    expect((await d.read('/api/results')).body.data.map((e: { slug: string }) => e.slug)).toEqual([SLUG]);
  });

  test('the CSV imports name each faulty line in Hindi and store nothing of a refused file', async () => {
    const badParties = await imported('parties', `${PARTIES}\nXX,नई,नई,orange,`);
    expect(badParties.status).toBe(400);
    expect(badParties.body.lines).toEqual([{ line: 5, message: expect.stringMatching(/^पंक्ति 5: रंग/) }]);
    const noHeader = await imported('constituencies', 'number,name\n1,पटना');
    expect(noHeader.body.lines[0].message).toMatch(/^पंक्ति 1: .*slug, name_latin, district/);
    expect((await imported('parties', PARTIES)).body).toEqual({ imported: 3 });
    const early = await imported('candidates', CANDIDATES);
    expect(early.status).toBe(400);
    expect(early.body.lines[0]).toEqual({ line: 2, message: M.importNoSeat(2, 1) });
    expect((await imported('constituencies', SEATS)).body).toEqual({ imported: 3 });
    const unknownParty = await imported('candidates', `${CANDIDATES}\n33,3,नया नाम,XYZ`);
    expect(unknownParty.body.lines).toEqual([{ line: 8, message: M.importNoParty(8, 'XYZ') }]);
    expect((await imported('candidates', CANDIDATES)).body).toEqual({ imported: 6 });
    const seats = (await tally()).constituencies;
    expect(seats.map((s: { status: string; leader: unknown }) => [s.status, s.leader])).toEqual([
      ['awaited', null],
      ['awaited', null],
      ['awaited', null],
    ]);
  });

  test('a whole state’s file imports in one request, past the site’s usual body limit', async () => {
    const slug = 'bada-rajya-2030';
    const made = await d.as(d.editor, 'POST', '/api/newsroom/results', {
      slug,
      name: 'बड़ा राज्य 2030',
      kind: 'vidhan-sabha',
      state: 'उत्तर प्रदेश',
      counting_date: '2030-03-10',
      seats: 800,
      majority: 401,
    });
    expect(made.status).toBe(201);
    const lines = Array.from(
      { length: 800 },
      (_, i) => `${i + 1},seat-${i + 1},निर्वाचन क्षेत्र संख्या ${i + 1},Seat ${i + 1},ज़िला ${i + 1}`,
    );
    const csv = ['number,slug,name,name_latin,district', ...lines].join('\n');
    expect(Buffer.byteLength(JSON.stringify({ kind: 'constituencies', csv }))).toBeGreaterThan(64 * 1024);
    expect((await imported('constituencies', csv, slug)).body).toEqual({ imported: 800 });
  });

  test('the finder takes Hindi or Latin typing, by the search engine’s romanisation', async () => {
    const found = async (q: string) =>
      (await d.read(`/api/results/${SLUG}/find?q=${encodeURIComponent(q)}`)).body.data.map(
        (s: { slug: string }) => s.slug,
      );
    // A seat by its name first, then the seats of a district by that name.
    expect(await found('पटना')).toEqual(['patna-sahib', 'danapur']);
    expect(await found('patna sahib')).toEqual(['patna-sahib']);
    expect(await found('danapoor')).toEqual(['danapur']);
    expect(await found('दानापुर')).toEqual(['danapur']);
    expect(await found('3')).toEqual(['gaya']);
    const empty = await d.read(`/api/results/${SLUG}/find?q=`);
    expect([empty.status, empty.body.message]).toEqual([400, M.finderWords(100)]);
    const reserved = await imported('constituencies', 'number,slug,name,name_latin,district\n9,find,खोज,Khoj,पटना');
    expect(reserved.body.lines).toEqual([{ line: 2, message: M.reservedSlug(2) }]);
  });

  test('the feed needs RESULTS_TOKEN or an editor’s session with its CSRF token', async () => {
    const body = { counts: [row(1, 11, 10)] };
    const url = `/api/newsroom/results/${SLUG}/counts`;
    const none = await d.as(undefined as never, 'POST', url, body);
    expect([none.status, none.body.message]).toEqual([401, M.credentialsRequired]);
    const wrong = await d.as(undefined as never, 'POST', url, body, { headers: { authorization: 'Bearer nope' } });
    expect([wrong.status, wrong.body.message]).toEqual([401, M.wrongToken]);
    expect((await d.as(d.reporter, 'POST', url, body)).status).toBe(403);
    const noCsrf = await d.as(d.editor, 'POST', url, body, { csrf: null });
    expect([noCsrf.status, noCsrf.body.message]).toEqual([403, N.csrfMissing]);
  });

  test('counts come in, are answered { accepted }, and purge exactly their seats and the tally', async () => {
    const before = edge.received.length;
    const sent = await feed({ counts: [row(1, 11, 5000), row(1, 12, 4000), row(2, 21, 3000), row(2, 22, 3500)] });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ accepted: 4, declared: 0 });
    // The first counts start the counting, so the election's own key goes too.
    expect((await purgeNaming(before, `results:${SLUG}:1`)).sort()).toEqual(
      ['results', `results:${SLUG}`, `results:${SLUG}:1`, `results:${SLUG}:2`, `results:${SLUG}:info`].sort(),
    );
    const next = edge.received.length;
    await feed({ counts: [row(2, 21, 3100)] });
    expect(await purgeNaming(next, `results:${SLUG}:2`)).toEqual([`results:${SLUG}:2`, `results:${SLUG}`]);
    const now = await tally();
    expect(now.election.status).toBe('counting');
    expect(now.constituencies[0]).toMatchObject({
      status: 'counting',
      rounds_counted: 1,
      rounds_total: 2,
      leader: { candidate: 11, party: 'BJP', votes: 5000, margin: 1000 },
    });
    expect(now.constituencies[2]).toMatchObject({ status: 'awaited', leader: null });
    const bjp = now.parties.find((p: { code: string }) => p.code === 'BJP');
    expect(bjp).toMatchObject({ won: 0, leading: 2, votes: 8500, vote_share: 54.5 });
    expect(now.alliances).toEqual([
      { name: 'राजग', won: 0, leading: 2 },
      { name: 'महागठबंधन', won: 0, leading: 0 },
    ]);
  });

  test('a batch sent again is accepted and changes and purges nothing; a correction may lower a count', async () => {
    const first = await tally();
    const purges = edge.received.length;
    const again = await feed({ counts: [row(1, 11, 5000), row(1, 12, 4000)] });
    expect(again.body).toEqual({ accepted: 2, declared: 0 });
    expect(await tally()).toEqual(first);
    expect(edge.received.length).toBe(purges);
    const corrected = await feed({ counts: [row(1, 11, 3900)] });
    expect(corrected.status).toBe(200);
    const seat = (await d.read(`/api/results/${SLUG}/patna-sahib`)).body;
    expect(
      seat.candidates.map((c: { id: number; votes: number; status: string }) => [c.id, c.votes, c.status]),
    ).toEqual([
      [12, 4000, 'leading'],
      [11, 3900, 'trailing'],
    ]);
    expect(seat).toMatchObject({ margin: 100, rounds_counted: 1, rounds_total: 2 });
    expect(seat.candidates[0].share).toBe(50.6);
  });

  test.each([
    ['an unknown election', 'no-such-election', { counts: [row(1, 11, 1, 2)] }, M.unknownElection('no-such-election')],
    ['an unknown constituency', SLUG, { counts: [row(1, 11, 1, 2), row(8, 11, 1, 2)] }, M.unknownSeat(2, 8)],
    ['an unknown candidate', SLUG, { counts: [row(1, 99, 1, 2)] }, M.unknownCandidate(1, 99, 1)],
    ['negative votes', SLUG, { counts: [row(1, 11, 1, 2), row(2, 21, -5, 2)] }, M.badVotes(2)],
    ['votes that are no whole number', SLUG, { counts: [row(1, 11, 1.5, 2)] }, M.badVotes(1)],
    ['a round beyond the total', SLUG, { counts: [row(1, 11, 100, 3, 2)] }, M.badRound(1, 2)],
    [
      'a declaration before the last round',
      SLUG,
      { counts: [row(1, 11, 9000, 1)], declare: [1] },
      M.declareEarly(1, 1, 1, 2),
    ],
  ])(
    'a batch with %s is refused whole with a Hindi 400 naming the row, and nothing is stored',
    async (_name, slug, body, message) => {
      const before = await tally();
      const refused = await feed(body, slug);
      expect([refused.status, refused.body]).toEqual([400, { message }]);
      expect(await tally()).toEqual(before);
    },
  );

  test('a seat is declared after its last round: the winner, the change of hands, and no later change', async () => {
    const last = [row(1, 11, 2000, 2), row(1, 12, 500, 2), row(3, 31, 100, 1, 1), row(3, 32, 90, 1, 1)];
    const done = await feed({ counts: last, declare: [1, 3] });
    expect(done.body).toEqual({ accepted: 4, declared: 2 });
    const now = await tally();
    expect(now.constituencies[0]).toMatchObject({
      status: 'won',
      leader: { candidate: 11, votes: 5900, margin: 1400 },
    });
    expect(
      now.changes.map((c: { number: number; party: string; from: string }) => [c.number, c.party, c.from]),
    ).toEqual([
      [1, 'BJP', 'BJP'],
      [3, 'JDU', 'JDU'],
    ]);
    expect(now.parties.find((p: { code: string }) => p.code === 'BJP')).toMatchObject({ won: 1, leading: 1 });
    const seat = (await d.read(`/api/results/${SLUG}/gaya`)).body;
    expect(seat.candidates.map((c: { status: string }) => c.status)).toEqual(['won', 'lost']);
    const late = await feed({ counts: [row(1, 12, 600, 2)] });
    expect([late.status, late.body.message]).toEqual([400, M.seatDeclared(1, 1)]);
    expect((await feed({ counts: last, declare: [1, 3] })).status).toBe(200);
  });

  test('an editor’s session sends counts too, and the audit log says who did what', async () => {
    const sent = await d.as(d.editor, 'POST', `/api/newsroom/results/${SLUG}/counts`, { counts: [row(2, 21, 100, 2)] });
    expect(sent.body).toEqual({ accepted: 1, declared: 0 });
    const log = (await d.as(d.editor, 'GET', `/api/newsroom/results/${SLUG}/audit`)).body.data;
    expect(log[0]).toMatchObject({ action: 'results.counts', staff_name: 'संपादक', detail: { rows: 1, seats: [2] } });
    expect(
      log.some(
        (e: { action: string; detail: { by: string } }) => e.action === 'results.counts' && e.detail.by === 'token',
      ),
    ).toBe(true);
    expect(log.filter((e: { action: string }) => e.action === 'results.import')).toHaveLength(3);
  });

  test('a final election takes no new counts', async () => {
    const closed = await d.as(d.editor, 'PATCH', `/api/newsroom/results/${SLUG}`, { status: 'final' });
    expect(closed.body.data.status).toBe('final');
    const refused = await feed({ counts: [row(2, 21, 150, 2)] });
    expect([refused.status, refused.body.message]).toEqual([400, M.electionFinal]);
  });
});
