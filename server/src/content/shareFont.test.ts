import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useShippedFont } from './shareFont';

/** Two captions as the share images write them (their font family), differing only in their letters. */
const captions = ['कमल', 'खबर'].map(
  (caption) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="90"><rect width="300" height="90" fill="#246"/>` +
    `<g font-family="'Noto Sans Devanagari', sans-serif" fill="#fff"><text x="10" y="60" font-size="48" font-weight="700">${caption}</text></g></svg>`,
);

/**
 * Draws both captions as sharp does for the share images, in a process of its own (fontconfig reads
 * FONTCONFIG_FILE once per process), and answers whether the two pictures differ: drawn without a
 * Devanagari face every letter is the same empty box, so they would not.
 */
function captionsDiffer(fontconfigFile: string): boolean {
  const script = `
    const sharp = require(${JSON.stringify(require.resolve('sharp'))});
    const svgs = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    Promise.all(svgs.map((svg) => sharp(Buffer.from(svg)).raw().toBuffer())).then(([a, b]) => {
      process.stdout.write(a.equals(b) ? 'same' : 'differ');
    });`;
  const run = spawnSync(process.execPath, ['-e', script], {
    input: JSON.stringify(captions),
    env: { PATH: process.env.PATH, FONTCONFIG_FILE: fontconfigFile },
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  return run.stdout === 'differ';
}

describe('the share images’ Devanagari face', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'janmat-share-font-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('without any Devanagari font the captions are boxes (the check can tell)', () => {
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    const conf = join(empty, 'fonts.conf');
    writeFileSync(
      conf,
      `<?xml version="1.0"?>\n<fontconfig><dir>${empty}</dir><cachedir>${empty}/cache</cachedir></fontconfig>\n`,
    );
    expect(captionsDiffer(conf)).toBe(false);
  });

  test('the shipped face, through the server’s own fontconfig and no system font, draws the letters', async () => {
    const folder = join(dir, 'fonts');
    const conf = await useShippedFont(folder, { systemFonts: false });
    expect(process.env.FONTCONFIG_FILE).toBe(conf);
    expect(readFileSync(conf, 'utf8')).not.toContain('/etc/fonts');
    expect(readdirSync(folder).filter((name) => name.endsWith('.ttf'))).toEqual([
      expect.stringMatching(/^janmat-devanagari-[0-9a-f]{12}\.ttf$/),
    ]);
    expect(captionsDiffer(conf)).toBe(true);
  }, 60_000);

  test('the server’s fontconfig includes the machine’s fonts after its own, or the FONTCONFIG_FILE it was given', async () => {
    const given = process.env.FONTCONFIG_FILE;
    try {
      delete process.env.FONTCONFIG_FILE;
      const plain = readFileSync(await useShippedFont(join(dir, 'system')), 'utf8');
      expect(plain.indexOf(join(dir, 'system'))).toBeLessThan(plain.indexOf('/etc/fonts/fonts.conf'));
      process.env.FONTCONFIG_FILE = '/opt/fonts/site-fonts.conf';
      const custom = readFileSync(await useShippedFont(join(dir, 'custom')), 'utf8');
      expect(custom).toContain('<include ignore_missing="yes">/opt/fonts/site-fonts.conf</include>');
      expect(custom).not.toContain('/etc/fonts/fonts.conf');
    } finally {
      if (given === undefined) delete process.env.FONTCONFIG_FILE;
      else process.env.FONTCONFIG_FILE = given;
    }
  }, 60_000);
});
