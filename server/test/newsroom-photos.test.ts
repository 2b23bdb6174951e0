import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { auditLog, photoFiles } from '../src/core/db/schema';
import { NEWSROOM_MESSAGES } from '../src/core/messages';
import { type AnyJson, type CallOptions, call, type Reply, type Session } from './helpers/newsroomClient';
import { ADMIN, newsroomEnv } from './helpers/newsroomEnv';
import { BACKENDS, rowCount, startTestApp, type TestApp } from './helpers/testApp';

const REPORTER = { email: 'reporter@janmat.test', password: 'न्यूज़रूम-का-पासवर्ड-1' };
const UPLOADED = /^\/uploads\/newsroom\/\d{6}\/[0-9a-f]{20}\/(\d+)\.jpg$/;

async function signIn(app: FastifyInstance, email: string, password: string): Promise<Session> {
  const reply = await call(app, 'POST', '/api/newsroom/signin', { payload: { email, password } });
  expect(reply.status).toBe(200);
  return { cookie: String(reply.headers['set-cookie']).split(';')[0]!, csrf: reply.body.csrfToken };
}

/** A photo-like picture (a gradient, so encoders have something to compress) of the given size. */
function picture(width: number, height: number, alpha = false): Sharp {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < width * height; i++) {
    pixels[i * channels] = (i % width) % 256;
    pixels[i * channels + 1] = Math.floor(i / width) % 256;
    pixels[i * channels + 2] = 128;
    if (alpha) pixels[i * channels + 3] = 200;
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

const TEXT = Buffer.from('नमस्ते, यह कोई फ़ोटो नहीं बल्कि एक टेक्स्ट फ़ाइल है जिसका नाम photo.jpg रखा गया।\n'.repeat(20));

describe.each(BACKENDS)('newsroom photos on %s', (backend) => {
  let t: TestApp;
  let reporter: Session;
  let admin: Session;

  beforeAll(async () => {
    t = await startTestApp({
      backend,
      env: newsroomEnv(),
    });
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const added = await call(t.app, 'POST', '/api/newsroom/staff', {
      session: admin,
      payload: { ...REPORTER, name: 'रिपोर्टर एक', role: 'reporter' },
    });
    expect(added.status).toBe(201);
    reporter = await signIn(t.app, REPORTER.email, REPORTER.password);
  }, 60_000);
  afterAll(() => t.close());

  const upload = (body: Buffer, type: string, options: CallOptions = {}) =>
    call(t.app, 'POST', '/api/newsroom/photos', {
      session: reporter,
      payload: body,
      ...options,
      headers: { 'content-type': type, ...options.headers },
    });

  /** A photo file as readers get it (from DATA_DIR/uploads, or from the database on PostgreSQL). */
  const bytesOf = async (path: string) => {
    const served = await t.app.inject(path);
    expect(served.statusCode).toBe(200);
    return served.rawPayload;
  };
  const newsroomFolders = () => {
    const root = join(t.config.uploadsDir, 'newsroom');
    return existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
  };
  /** Files and folders of uploads, on disk and in the database. */
  const storedCount = async () => newsroomFolders().length + (await rowCount(t, photoFiles));

  test.each([
    ['JPEG', 'image/jpeg', () => picture(2000, 1500).jpeg().toBuffer()],
    ['PNG', 'image/png', () => picture(2000, 1500).png().toBuffer()],
    ['WebP', 'image/webp', () => picture(2000, 1500).webp().toBuffer()],
  ])(
    'a %s becomes WebP and JPEG renditions at every width, and a 1200×630 share picture',
    async (_name, type, make) => {
      const reply = await upload(await make(), type);
      expect(reply.status).toBe(201);
      const { photo, width, height, renditions, share } = reply.body;
      expect(photo).toMatch(UPLOADED);
      expect(photo).toMatch(/\/1280\.jpg$/);
      expect([width, height]).toEqual([1280, 960]);
      const folder = photo.replace(/1280\.jpg$/, '');
      expect(renditions.map((r: AnyJson) => [r.path, r.width, r.format])).toEqual(
        [320, 640, 960, 1280].flatMap((w) => [
          [`${folder}${w}.webp`, w, 'webp'],
          [`${folder}${w}.jpg`, w, 'jpg'],
        ]),
      );
      for (const rendition of renditions) {
        const meta = await sharp(await bytesOf(rendition.path)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          rendition.format === 'jpg' ? 'jpeg' : 'webp',
          rendition.width,
          rendition.width * 0.75,
        ]);
        const served = await t.app.inject(rendition.path);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(rendition.format === 'jpg' ? 'image/jpeg' : 'image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.rawPayload.length).toBe(rendition.bytes);
      }
      expect(share).toMatchObject({ path: `${folder}og.jpg`, width: 1200, height: 630, format: 'jpg' });
      const og = await sharp(await bytesOf(share.path)).metadata();
      expect([og.format, og.width, og.height]).toEqual(['jpeg', 1200, 630]);
    },
  );

  test('files under /uploads that may be redrawn (the site picture, the seed) keep a day’s cache', async () => {
    const site = await t.app.inject('/uploads/site/janmat-og.png');
    expect(site.statusCode).toBe(200);
    expect(site.headers['cache-control']).toBe('public, max-age=86400');
  });

  test('a photo narrower than the widest rendition is never enlarged; a transparent PNG is laid on white in JPEG', async () => {
    const reply = await upload(await picture(500, 300, true).png().toBuffer(), 'image/png');
    expect(reply.status).toBe(201);
    expect(reply.body.photo).toMatch(/\/500\.jpg$/);
    expect(reply.body.renditions.map((r: AnyJson) => r.path.split('/').pop())).toEqual([
      '320.webp',
      '320.jpg',
      '500.webp',
      '500.jpg',
    ]);
    const jpeg = await sharp(await bytesOf(reply.body.photo)).metadata();
    expect([jpeg.width, jpeg.height, jpeg.hasAlpha]).toEqual([500, 300, false]);
    const webp = await sharp(await bytesOf(reply.body.photo.replace(/jpg$/, 'webp'))).metadata();
    expect(webp.hasAlpha).toBe(true);
  });

  test('EXIF goes (camera, author, GPS) after the photo is turned upright by its orientation', async () => {
    // Stored 800×400 on its side: orientation 6 says "turn 90° clockwise to show".
    const input = await picture(800, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'गुप्त-फ़ोटोग्राफ़र', Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect([before.orientation, Boolean(before.exif)]).toEqual([6, true]);
    expect(input.includes('SecretCam')).toBe(true);

    const reply = await upload(input, 'image/jpeg');
    expect(reply.status).toBe(201);
    expect([reply.body.width, reply.body.height]).toEqual([400, 800]);
    const files = [...reply.body.renditions, reply.body.share].map((r: AnyJson) => r.path);
    for (const file of files) {
      const bytes = await bytesOf(file);
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
      expect(bytes.includes('SecretCam')).toBe(false);
      expect(bytes.includes('Exif')).toBe(false);
    }
    const main = await sharp(await bytesOf(reply.body.photo)).metadata();
    expect([main.width, main.height]).toEqual([400, 800]);
  });

  test.each([
    ['a text file sent as image/jpeg', TEXT, 'image/jpeg'],
    ['a text file sent as text/plain', TEXT, 'text/plain'],
    ['a text file sent as JSON', Buffer.from('{"photo":"x.jpg"}'), 'application/json'],
    [
      'an SVG sent as image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      'image/png',
    ],
    ['a GIF sent as image/webp', Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;'), 'image/webp'],
    ['a file of another type', Buffer.from('PK\u0003\u0004 photo.jpg'), 'application/zip'],
  ])('%s is refused (415)', async (_name, body, type) => {
    const reply = await upload(body, type);
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual({ message: NEWSROOM_MESSAGES.photoType });
  });

  test('without a Content-Type the upload is refused (415) in Hindi', async () => {
    const reply = await call(t.app, 'POST', '/api/newsroom/photos', {
      session: reporter,
      payload: await picture(400, 300).jpeg().toBuffer(),
    });
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual({ message: NEWSROOM_MESSAGES.photoType });
  });

  test('a PNG named a JPEG is taken as the PNG it is', async () => {
    const reply = await upload(await picture(400, 300).png().toBuffer(), 'image/jpeg');
    expect(reply.status).toBe(201);
  });

  test('a broken file, a decompression bomb and an empty body are refused (400), never a server fault', async () => {
    const jpeg = await picture(900, 600).jpeg().toBuffer();
    const broken = await upload(jpeg.subarray(0, jpeg.length / 2), 'image/jpeg');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: NEWSROOM_MESSAGES.photoUnreadable });

    // 100 megapixels in a few hundred kilobytes: the header is read, the pixels never decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const tooMany = await upload(bomb, 'image/png');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ message: NEWSROOM_MESSAGES.photoTooManyPixels(40) });

    const empty = await upload(Buffer.alloc(0), 'image/jpeg');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: NEWSROOM_MESSAGES.photoEmpty });
    expect(newsroomFolders().filter((name) => name.includes('.part'))).toEqual([]);
  });

  test('a file over 10 MB is refused (413) in Hindi', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff]);
    const reply = await upload(big, 'image/jpeg');
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ message: NEWSROOM_MESSAGES.photoTooLarge(10) });
  });

  test('without a session 401, without the CSRF token or from another site 403, nothing stored', async () => {
    const photo = await picture(400, 300).jpeg().toBuffer();
    const before = await storedCount();
    const anonymous = await upload(photo, 'image/jpeg', { session: undefined });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: NEWSROOM_MESSAGES.signInRequired });
    const noToken = await upload(photo, 'image/jpeg', { csrf: null });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toEqual({ message: NEWSROOM_MESSAGES.csrfMissing });
    const foreign = await upload(photo, 'image/jpeg', { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    // Refused before the body is read: even one far over the limit gets the same answer.
    const hugeAnonymous = await upload(Buffer.alloc(11 * 1024 * 1024), 'image/jpeg', { session: undefined });
    expect(hugeAnonymous.status).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  test('uploads at the same moment are encoded in turn and all stored', async () => {
    const photos = await Promise.all([701, 702, 703].map((width) => picture(width, 500).jpeg().toBuffer()));
    const replies: Reply[] = await Promise.all(photos.map((photo: Buffer) => upload(photo, 'image/jpeg')));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.photo)).size).toBe(3);
    expect(replies.map((r) => r.body.width)).toEqual([701, 702, 703]);
  });

  test('the upload is in the audit log, and an article (and an author) saves its path', async () => {
    const uploaded = await upload(await picture(1600, 900).jpeg().toBuffer(), 'image/jpeg');
    expect(uploaded.status).toBe(201);
    const { photo } = uploaded.body;
    const audited = await t.database.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'photo_upload'), eq(auditLog.subject_id, photo)));
    expect(audited).toEqual([{ action: 'photo_upload', detail: { width: 1280, height: 720 } }]);

    const article = await call(t.app, 'POST', '/api/newsroom/articles', {
      session: reporter,
      payload: { title: 'फ़ोटो के साथ ख़बर', category: 'national', reporterId: 1, photo },
    });
    expect(article.status).toBe(201);
    const read = await call(t.app, 'GET', `/api/newsroom/articles/${article.body.id}`, { session: reporter });
    expect(read.body.photo).toBe(photo);

    const seen = await call(t.app, 'GET', '/api/newsroom/authors/1', { session: admin });
    const author = await call(t.app, 'PATCH', '/api/newsroom/authors/1', {
      session: admin,
      payload: { photo },
      headers: { 'if-match': String(seen.headers.etag) },
    });
    expect(author.status).toBe(200);
    expect(author.body.data.photo).toBe(photo);
    expect((await call(t.app, 'GET', '/api/author/1')).body.data[0].photo).toBe(photo);
  });
});
