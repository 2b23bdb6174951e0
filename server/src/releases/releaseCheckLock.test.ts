import { raceTwoReleases } from '../../test/helpers/releases/releaseCheckRace';
import { openReleasesTestDb } from '../../test/helpers/releases/testDb';
import { releaseCheckLock } from './releaseCheckLock';

let testDb: Awaited<ReturnType<typeof openReleasesTestDb>>;
beforeAll(async () => {
  testDb = await openReleasesTestDb();
});
afterAll(() => testDb?.drop());

const DEVANAGARI = /\p{Script=Devanagari}/u;

describe('one pre-flight per section', () => {
  it('claims a section once until its holder clears it; other sections are free', async () => {
    const lock = releaseCheckLock(testDb.db);
    const holder = await lock.claim('news', '/remotes/news/b2/mf-manifest.json');
    expect(holder).toEqual(expect.any(String));
    expect(await lock.claim('news', '/remotes/news/b3/mf-manifest.json')).toBeUndefined();
    const media = await lock.claim('media', '/remotes/media/b2/mf-manifest.json');
    expect(media).toEqual(expect.any(String));
    await lock.clear('news', 'someone else');
    expect(await lock.claim('news', '/remotes/news/b3/mf-manifest.json')).toBeUndefined();
    await lock.clear('news', holder!);
    await lock.clear('media', media!);
    const again = await lock.claim('news', '/remotes/news/b3/mf-manifest.json');
    expect(again).toEqual(expect.any(String));
    await lock.clear('news', again!);
  });

  it('lets a claim whose process died be taken over once it has expired', async () => {
    const brief = releaseCheckLock(testDb.db, 1);
    const dead = await brief.claim('polls', '/remotes/polls/b2/mf-manifest.json');
    expect(dead).toEqual(expect.any(String));
    // The claim lasted a millisecond; the database's clock has moved past it by the next statement.
    await testDb.db.execute('select pg_sleep(0.01)');
    const taken = await releaseCheckLock(testDb.db).claim('polls', '/remotes/polls/b3/mf-manifest.json');
    expect(taken).toEqual(expect.any(String));
    expect(taken).not.toBe(dead);
    await brief.clear('polls', dead!);
    expect(await releaseCheckLock(testDb.db).claim('polls', 'x')).toBeUndefined();
    await brief.clear('polls', taken!);
  });

  it('two servers on one database: one release is checked (201), the other is told in Hindi (409)', async () => {
    const { statuses, messages } = await raceTwoReleases(testDb.db, testDb.db);
    expect(statuses).toEqual([201, 409]);
    expect(messages[0]).toMatch(DEVANAGARI);
  });
});
