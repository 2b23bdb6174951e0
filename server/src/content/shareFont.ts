import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface SharedFonts {
  /** The Noto Sans Devanagari file the site's face is cut from. */
  FONT_FILE: string;
  /** The site's face (the same letters it ships) as TrueType. */
  fontFileTrueType(): Promise<Buffer>;
}

// CommonJS without type declarations (shared/fonts/index.js, also read by the builds).
const sharedFonts = require('@janmat/shared/fonts') as SharedFonts;

const FACE_PREFIX = 'janmat-devanagari-';

/** The machine's own fontconfig, read after the site's face. */
const SYSTEM_FONTS_CONF = '/etc/fonts/fonts.conf';

function fontsConf(folder: string, systemConf: string | undefined): string {
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    `  <dir>${folder}</dir>`,
    ...(systemConf ? [`  <include ignore_missing="yes">${systemConf}</include>`] : []),
    `  <cachedir>${join(folder, 'cache')}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

/**
 * The share images' captions are drawn (sharp, through fontconfig) with the site's own Devanagari
 * face, not with whatever the machine has installed: the face goes into `folder` as TrueType (made
 * once per version of the font), a `fonts.conf` there lists the folder, then includes the machine's
 * fonts for other scripts (the FONTCONFIG_FILE the server was started with, else
 * /etc/fonts/fonts.conf; none when `systemFonts` is false), and FONTCONFIG_FILE points at it. Call it
 * before anything is drawn: fontconfig reads its configuration once per process. Returns the fonts.conf.
 */
export async function useShippedFont(folder: string, { systemFonts = true } = {}): Promise<string> {
  mkdirSync(folder, { recursive: true });
  const version = createHash('sha256')
    .update(new Uint8Array(readFileSync(sharedFonts.FONT_FILE)))
    .digest('hex')
    .slice(0, 12);
  const face = `${FACE_PREFIX}${version}.ttf`;
  const present = readdirSync(folder);
  if (!present.includes(face)) writeFileSync(join(folder, face), new Uint8Array(await sharedFonts.fontFileTrueType()));
  for (const old of present.filter((name) => name.startsWith(FACE_PREFIX) && name !== face)) {
    rmSync(join(folder, old), { force: true });
  }
  const conf = join(folder, 'fonts.conf');
  const given = process.env.FONTCONFIG_FILE;
  const systemConf = given && given !== conf ? given : SYSTEM_FONTS_CONF;
  writeFileSync(conf, fontsConf(folder, systemFonts ? systemConf : undefined));
  process.env.FONTCONFIG_FILE = conf;
  return conf;
}
