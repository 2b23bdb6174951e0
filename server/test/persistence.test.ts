import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { contacts, news, polls } from '../src/core/db/schema';
import { IMAGES_MARKER, prepareData } from '../src/seed/prepareData';
import { fixtureContent } from './fixtures/seedContent';
import { contactBody, pollBody, postJson, vote } from './helpers/http';
import { startTestApp, type TestApp } from './helpers/testApp';

/** Stands in for the SVG writer: records where it was asked to draw. */
function fakeImageWriter() {
  const calls: string[] = [];
  const write = async (dir: string) => {
    calls.push(dir);
    return 42;
  };
  return { calls, write };
}

describe('first start, then a restart on the same PGlite data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'janmat-restart-'));
  const images = fakeImageWriter();
  let first: TestApp;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('the first start seeds the empty database once and draws the images once', async () => {
    first = await startTestApp({ dataDir, content: null });
    const { uploadsDir } = first.config;
    expect(await prepareData(first.database.db, fixtureContent, uploadsDir, images.write)).toEqual({
      seeded: true,
      images: 42,
    });
    expect(readFileSync(join(uploadsDir, IMAGES_MARKER), 'utf8').trim()).toBe('42');
    expect(await prepareData(first.database.db, fixtureContent, uploadsDir, images.write)).toEqual({
      seeded: false,
      images: 0,
    });
    expect(images.calls).toEqual([uploadsDir]);
    // A new data folder on an already seeded database (PostgreSQL) still gets its images.
    rmSync(join(uploadsDir, IMAGES_MARKER));
    expect(await prepareData(first.database.db, fixtureContent, uploadsDir, images.write)).toEqual({
      seeded: false,
      images: 42,
    });
    expect(existsSync(join(uploadsDir, IMAGES_MARKER))).toBe(true);
    // A folder drawn by the earlier drawing (1200×675 share pictures, its own marker) is drawn again.
    rmSync(join(uploadsDir, IMAGES_MARKER));
    writeFileSync(join(uploadsDir, '.seed-images'), '42\n');
    expect((await prepareData(first.database.db, fixtureContent, uploadsDir, images.write)).images).toBe(42);
    // And one drawn with captions on its page pictures (its own marker).
    rmSync(join(uploadsDir, IMAGES_MARKER));
    writeFileSync(join(uploadsDir, '.seed-images-2'), '42\n');
    expect((await prepareData(first.database.db, fixtureContent, uploadsDir, images.write)).images).toBe(42);
    expect((await first.app.inject('/api/categories')).json().data).toHaveLength(fixtureContent.categories.length);
  }, 60_000);

  test('a restart keeps every write, and the seed does not run again', async () => {
    const created = await postJson(first.app, '/api/createmypoll', pollBody({ poll_id: 1234 }), '198.51.100.1');
    expect(created.status).toBe(201);
    expect((await vote(first.app, 2, 1234, '198.51.100.2')).status).toBe(200);
    expect((await vote(first.app, 1, 1, '198.51.100.2')).status).toBe(200);
    expect((await postJson(first.app, '/api/insert', contactBody())).status).toBe(201);
    await first.close({ keepData: true });

    const second = await startTestApp({ dataDir, content: null });
    try {
      const again = await prepareData(second.database.db, fixtureContent, second.config.uploadsDir, images.write);
      expect(again).toEqual({ seeded: false, images: 0 });
      const [poll] = (await second.app.inject('/api/userpolls/1234')).json().data;
      expect(poll).toMatchObject({ poll_id: 1234, res2: 1 });
      const [stored] = await second.database.db.select().from(polls).where(eq(polls.poll_id, 1234));
      expect(stored!.created_by).toBe('198.51.100.1');
      const [sitePoll] = (await second.app.inject('/api/pppolls/1')).json().data;
      expect(sitePoll.res1).toBe(fixtureContent.sitePolls[0]!.res1 + 1);
      expect((await vote(second.app, 1, 1234, '198.51.100.2')).status).toBe(409);
      const [messages] = await second.database.db.select({ n: count() }).from(contacts);
      expect(messages!.n).toBe(1);
      const [articles] = await second.database.db.select({ n: count() }).from(news);
      expect(articles!.n).toBe(fixtureContent.news.length);
    } finally {
      await second.close({ keepData: true });
    }
  }, 60_000);
});
