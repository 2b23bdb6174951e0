import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { seedContent } from './content';
import { collectSeedImages, drawSeedImage, wrapCaption, writeSeedImages } from './images';
import type { SeedContent } from './types';

function referencedPaths(content: SeedContent): Set<string> {
  return new Set([
    ...content.news.map((n) => n.photo),
    ...content.authors.map((a) => a.photo),
    ...content.albums.flatMap((a) => [a.photo, ...a.photos.map((p) => p.photo)]),
    ...content.stories.map((s) => s.photo),
  ]);
}

async function listFiles(dir: string): Promise<string[]> {
  const paths = (await readdir(dir, { recursive: true })).map((p) => join(dir, p));
  const isFile = await Promise.all(paths.map(async (p) => (await stat(p)).isFile()));
  return paths.filter((_, i) => isFile[i]);
}

const TOKEN = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|[^<]+/y;
const BARE_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+);)/;

/** A strict little XML reader: balanced tags, quoted attributes, no bare `&` or `<`. Returns the root. */
function parseSvg(text: string): { name: string; attrs: Record<string, string>; title: string } {
  const stack: string[] = [];
  let root: { name: string; attrs: Record<string, string> } | undefined;
  let title = '';
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) throw new Error(`Malformed XML at ${at}: ${text.slice(at, at + 30)}`);
    if (BARE_AMPERSAND.test(m[0])) throw new Error(`Bare ampersand at ${at}`);
    const [, closing, name, attrText = '', selfClosing] = m;
    if (name === undefined) {
      if (stack.at(-1) === 'title') title += m[0];
      else if (stack.length === 0) throw new Error('Text outside the root element');
    } else if (closing) {
      if (stack.pop() !== name) throw new Error(`Unbalanced </${name}> at ${at}`);
    } else {
      if (!root)
        root = {
          name,
          attrs: Object.fromEntries([...attrText.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
        };
      else if (stack.length === 0) throw new Error('Second root element');
      if (!selfClosing) stack.push(name);
    }
  }
  if (!root || stack.length > 0) throw new Error('Unclosed elements');
  const unescaped = title.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e] ?? '',
  );
  return { ...root, title: unescaped };
}

const tinyContent = (caption: string, photo = '/uploads/news/tiny.svg'): SeedContent => ({
  ...seedContent,
  news: [{ ...seedContent.news[0]!, name: caption, photo }],
  authors: [],
  albums: [],
  stories: [],
});

describe('writeSeedImages', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'janmat-seed-images-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one SVG per distinct referenced path, under the same path', async () => {
    const expected = referencedPaths(seedContent);
    const written = await writeSeedImages(dir, seedContent);
    expect(written).toBe(expected.size);
    const files = (await listFiles(dir)).filter((file) => file.endsWith('.svg'));
    expect(files).toHaveLength(expected.size);
    for (const path of expected) {
      await expect(stat(join(dir, path.replace('/uploads/', '')))).resolves.toBeTruthy();
    }
  }, 30_000);

  it('writes small, well-formed SVGs sized for their kind', async () => {
    await writeSeedImages(dir, seedContent);
    const sizes: Record<string, [number, number]> = {
      news: [1200, 675],
      albums: [800, 600],
      photos: [800, 600],
      stories: [720, 1280],
      newsreporters: [400, 400],
    };
    for (const file of (await listFiles(dir)).filter((f) => f.endsWith('.svg'))) {
      const text = await readFile(file, 'utf8');
      expect(Buffer.byteLength(text)).toBeLessThan(3072);
      expect(text.startsWith('<svg')).toBe(true);
      const root = parseSvg(text);
      expect(root.name).toBe('svg');
      const folder = file.slice(dir.length + 1).split(/[\\/]/)[0] ?? '';
      const [w, h] = sizes[folder] ?? [0, 0];
      expect([root.attrs.width, root.attrs.height]).toEqual([String(w), String(h)]);
      expect(root.attrs.viewBox).toBe(`0 0 ${w} ${h}`);
      // No caption: a device without a Devanagari face would draw its letters as boxes.
      expect(text).not.toContain('<text');
    }
  }, 30_000);

  it('draws a JPEG beside each picture a page shares, at the size its page names: 1200×630, an author square', async () => {
    const content = {
      ...seedContent,
      news: seedContent.news.slice(0, 2),
      albums: seedContent.albums.slice(0, 1),
      authors: seedContent.authors.slice(0, 1),
      stories: seedContent.stories.slice(0, 1),
    };
    await writeSeedImages(dir, content);
    const images = collectSeedImages(content);
    const jpegs = (await listFiles(dir)).filter((file) => file.endsWith('.jpg'));
    const shared = images.filter((image) => image.kind !== 'photo');
    expect(jpegs).toHaveLength(shared.length);
    const drawn = await Promise.all(
      shared.map(async (image) => {
        const meta = await sharp(join(dir, image.path.replace('/uploads/', '').replace(/\.svg$/, '.jpg'))).metadata();
        return [image.kind, meta.format, meta.width, meta.height];
      }),
    );
    expect(new Set(drawn.map((row) => row.join(' ')))).toEqual(
      new Set(['news jpeg 1200 630', 'album jpeg 1200 630', 'story jpeg 1200 630', 'author jpeg 400 400']),
    );
  });

  it('draws the caption in Devanagari on a share picture only, and derives colours from the path', async () => {
    const [first, second] = collectSeedImages(seedContent);
    const a = drawSeedImage(first!);
    expect(parseSvg(a).title).toBe(seedContent.news[0]?.name);
    const shared = drawSeedImage(first!, { width: 1200, height: 630 }, true);
    expect(shared).toContain('font-family="\'Noto Sans Devanagari\', sans-serif"');
    expect(shared).toContain(`>${wrapCaption(first!.caption, 40, 1)[0]?.split(' ')[0]}`);
    expect(drawSeedImage(first!)).toBe(a);
    const stops = (svg: string) => svg.match(/stop-color="#[0-9a-f]{6}"/g);
    expect(stops(drawSeedImage(second!))).not.toEqual(stops(a));
  });

  it('escapes markup in captions', async () => {
    const caption = 'चुनाव <script>alert("x")</script> & "नतीजे"';
    await writeSeedImages(dir, tinyContent(caption));
    const text = await readFile(join(dir, 'news', 'tiny.svg'), 'utf8');
    expect(text).not.toContain('<script');
    const shared = drawSeedImage({ path: '/uploads/news/tiny.svg', caption, kind: 'news' }, undefined, true);
    expect(shared).not.toContain('<script');
    expect(shared).toContain('&lt;script&gt;');
    expect(text).toContain('&lt;script&gt;');
    expect(text).toContain('&amp;');
    expect(parseSvg(text).title).toBe('चुनाव <script>alert("x")</script> & "नतीजे"');
  });

  it('refuses paths outside the upload folders', async () => {
    await expect(writeSeedImages(dir, tinyContent('ख़बर', '/uploads/news/../../escape.svg'))).rejects.toThrow(
      'Not a seed image path',
    );
    await expect(writeSeedImages(dir, tinyContent('ख़बर', '/etc/news/x.svg'))).rejects.toThrow();
    expect(await listFiles(dir)).toHaveLength(0);
  });
});

describe('wrapCaption', () => {
  it('wraps on word boundaries and ends an overflow with an ellipsis', () => {
    const lines = wrapCaption('एक दो तीन चार पाँच छह सात आठ नौ दस', 9, 3);
    expect(lines).toEqual(['एक दो तीन', 'चार पाँच', 'छह सात आठ…']);
  });

  it('keeps a short caption on one line', () => {
    expect(wrapCaption('जनमत', 20, 3)).toEqual(['जनमत']);
  });
});
