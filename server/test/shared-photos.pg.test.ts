/**
 * Two app instances, each with its own DATA_DIR, on one PostgreSQL database (selected only when
 * TEST_DATABASE_URL is set; see jest.config.js, `*.pg.test.ts`): a photo uploaded through one is served by the other.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/core/config';
import { type DatabaseHandle, openDatabase } from '../src/core/db/client';
import { call, type Session } from './helpers/newsroomClient';
import { ADMIN, newsroomEnv } from './helpers/newsroomEnv';
import { createPostgresDatabase } from './helpers/testApp';

interface Instance {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
}

async function startInstance(url: string): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'janmat-photos-'));
  const config = loadConfig({ DATA_DIR: dataDir, WEB_ROOT: join(dataDir, 'web'), DATABASE_URL: url, ...newsroomEnv() });
  const database = await openDatabase({ kind: 'postgres', url }, { onConnectionError: () => {} });
  await database.migrate();
  const app = await buildApp({ db: database.db, config, logger: false });
  await app.ready();
  return { app, database, dataDir };
}

async function signIn(app: FastifyInstance): Promise<Session> {
  const reply = await call(app, 'POST', '/api/newsroom/signin', { payload: ADMIN });
  expect(reply.status).toBe(200);
  return { cookie: String(reply.headers['set-cookie']).split(';')[0]!, csrf: reply.body.csrfToken };
}

describe('photos on a site of several processes (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let taker: Instance;
  let server: Instance;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    taker = await startInstance(database.url);
    server = await startInstance(database.url);
  }, 60_000);

  afterAll(async () => {
    for (const instance of [taker, server]) {
      await instance?.app.close();
      await instance?.database.close();
      if (instance) rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await database?.drop();
  });

  test('a photo uploaded through one process is served by another, with its ETag and a year of cache', async () => {
    const pixels = Buffer.alloc(900 * 600 * 3, 90);
    const photo = await sharp(pixels, { raw: { width: 900, height: 600, channels: 3 } })
      .jpeg()
      .toBuffer();
    const uploaded = await call(taker.app, 'POST', '/api/newsroom/photos', {
      session: await signIn(taker.app),
      payload: photo,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(uploaded.status).toBe(201);
    const paths: string[] = [...uploaded.body.renditions, uploaded.body.share].map((r: { path: string }) => r.path);
    expect(paths).toContain(uploaded.body.photo);
    // The process that took it keeps no copy on its own disk: every process reads the database.
    const onDisk = (p: string) => join(taker.dataDir, 'uploads', p.replace(/^\/uploads\//, ''));
    expect(paths.filter((p) => existsSync(onDisk(p)))).toEqual([]);

    for (const path of paths) {
      const served = await server.app.inject(path);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(path.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe(path.endsWith('.webp') ? 'webp' : 'jpeg');
      const etag = String(served.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await server.app.inject({ url: path, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      // The same bytes and the same ETag from the process that took it.
      const there = await taker.app.inject(path);
      expect([there.statusCode, there.headers.etag]).toEqual([200, etag]);
      expect(there.rawPayload).toEqual(served.rawPayload);
    }
  });

  test('a photo no process has is a 404, and a name that is no photo file one too', async () => {
    for (const path of [
      '/uploads/newsroom/202611/0123456789abcdef0123/640.webp',
      '/uploads/newsroom/202611/0123456789abcdef0123/passwd',
      '/uploads/newsroom/202611/..%2F..%2Fpglite/640.jpg',
    ]) {
      const reply = await server.app.inject(path);
      expect(reply.statusCode).toBe(404);
    }
  });

  test('a photo taken before the site had the database for its photos is still served from DATA_DIR/uploads', async () => {
    const folder = join(server.dataDir, 'uploads', 'newsroom', '202601', 'aaaaaaaaaaaaaaaaaaaa');
    mkdirSync(folder, { recursive: true });
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(folder, '320.jpg'), jpeg);
    const reply = await server.app.inject('/uploads/newsroom/202601/aaaaaaaaaaaaaaaaaaaa/320.jpg');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.rawPayload).toEqual(jpeg);
  });

  test('the site picture and the other files of DATA_DIR/uploads are still served from each process', async () => {
    const site = await server.app.inject('/uploads/site/janmat-og.png');
    expect(site.statusCode).toBe(200);
    expect(site.headers['cache-control']).toBe('public, max-age=86400');
  });
});
