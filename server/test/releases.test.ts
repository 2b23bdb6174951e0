import { auditLog } from '../src/core/db/schema';
import { GUARDRAIL_ACTOR, TOKEN_ACTOR } from '../src/releases/registry';
import { startTestApp, type TestApp } from './helpers/testApp';

const CANARY = { manifest: 'https://cdn.example/news/b2/mf-manifest.json', build: 'b2' };
const NEXT = { manifest: 'https://cdn.example/news/b3/mf-manifest.json', build: 'b3' };
const change = (reason: string) => ({ actor: TOKEN_ACTOR, reason });

describe('the release registry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { REMOTE_MEDIA_URL: 'https://cdn.example/media/b1/mf-manifest.json' } });
  }, 60_000);
  afterAll(() => t.close());

  test('seeds every section from REMOTE_<NAME>_URL or the server’s own copy', () => {
    const sections = t.app.releases.sections();
    expect(sections.map((s) => s.section)).toEqual(['news', 'media', 'polls', 'static', 'newsroom']);
    expect(t.app.releases.section('media').live.manifest).toBe('https://cdn.example/media/b1/mf-manifest.json');
    expect(t.app.releases.section('news').live.manifest).toBe('/remotes/news/mf-manifest.json');
    expect(sections.every((s) => s.canary === null)).toBe(true);
  });

  test('a 50 % canary goes to buckets below 50 only, and to nobody without a bucket', async () => {
    const seeded = t.app.releases.section('news').live.release;
    const canary = await t.app.releases.release('news', CANARY, { ...change('try b2'), canaryPercent: 50 });
    expect(canary.canary).toMatchObject({ ...CANARY, percent: 50 });
    expect(t.app.releases.composition(10).news.manifest).toBe(CANARY.manifest);
    expect(t.app.releases.composition(49).news.manifest).toBe(CANARY.manifest);
    expect(t.app.releases.composition(50).news.release).toBe(seeded);
    expect(t.app.releases.composition(undefined).news.release).toBe(seeded);
    // Other sections are the same for everyone.
    expect(t.app.releases.composition(10).polls).toEqual(t.app.releases.composition(90).polls);
  });

  test('/remotes.json names the asking reader’s builds', async () => {
    const ten = await t.app.inject({ url: '/remotes.json', headers: { cookie: 'janmat_cohort=10' } });
    const ninety = await t.app.inject({ url: '/remotes.json', headers: { cookie: 'janmat_cohort=90' } });
    expect(ten.json().news).toBe(CANARY.manifest);
    expect(ninety.json().news).toBe('/remotes/news/mf-manifest.json');
    expect(ten.headers.vary).toContain('x-janmat-cohort');
  });

  test('the guardrails act only on the canary they judged', async () => {
    const other = t.app.releases.section('news').canary!.release + 1000;
    const result = await t.app.releases.rollback('news', { actor: GUARDRAIL_ACTOR, reason: 'x', expectCanary: other });
    expect(result).toBeUndefined();
    expect(t.app.releases.section('news').canary).not.toBeNull();
  });

  test('promotion makes the canary live for everyone, recorded with its audit entry', async () => {
    const canary = t.app.releases.section('news').canary!.release;
    const promoted = await t.app.releases.promote('news', change('healthy'));
    expect(promoted).toMatchObject({ live: { release: canary, ...CANARY }, canary: null });
    expect(t.app.releases.composition(90).news.release).toBe(canary);
    expect(await t.app.releases.promote('news', change('again'))).toBeUndefined();
    const [history] = await t.app.releases.history('news', 1);
    expect(history).toMatchObject({ action: 'promote', actor: 'token', reason: 'healthy', build: 'b2' });
    const audits = await t.database.db.select().from(auditLog);
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['release.canary', 'release.promote']));
  });

  test('rollback drops a canary first, then walks back through the live builds', async () => {
    const first = (await t.app.releases.history('news')).at(-1)!;
    expect(first.action).toBe('seed');
    const b2 = t.app.releases.section('news').live.release;
    await t.app.releases.release('news', NEXT, { ...change('try b3'), canaryPercent: 5 });
    await t.app.releases.rollback('news', change('b3 throws'));
    expect(t.app.releases.section('news')).toMatchObject({ live: { release: b2 }, canary: null });
    await t.app.releases.release('news', NEXT, change('b3 for all'));
    expect(t.app.releases.section('news').live.build).toBe('b3');
    await t.app.releases.rollback('news', change('back'));
    expect(t.app.releases.section('news').live.release).toBe(b2);
    await t.app.releases.rollback('news', change('back again'));
    expect(t.app.releases.section('news').live.release).toBe(first.id);
    expect(await t.app.releases.rollback('news', change('nothing before'))).toBeUndefined();
  });
});
