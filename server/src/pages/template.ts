import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LITE_PAGE_MARK, type ScriptsWhen } from '@janmat/shared/contracts';
import type { RemoteAssets } from '../composition/remoteAssets';
import { escapeHtml } from '../core/escapeHtml';
import {
  bootScripts,
  type InlineProgram,
  inlineScript,
  loadsAfterPaint,
  type Preload,
  preloadLink,
} from './bootLoader';
import { liteHead, liteRoot } from './liteHtml';

/** The file the shell's build writes for the server (`shell/src/boot/pageAssetsPlugin.js`). */
export const PAGE_ASSETS_FILE = 'page-assets.json';

/** What a page needs from the shell's build: its frame, its files and its inline programs. */
export interface PageAssets {
  /** `<html lang>` */
  lang: string;
  /** The head every page starts with (charset, viewport, theme colour, icon, the outline's style). */
  head: string;
  /** `#root`'s content until the app renders: the chrome's outline. */
  outline: string;
  /** Entry scripts, in order. */
  scripts: string[];
  /** The boot chunks, preloaded with the entry. */
  preloads: Preload[];
  stylesheets: string[];
  /** Inline styles of the head (the site's face: its `@font-face` rules). */
  styles: string[];
  /** The id of the JSON script the boot loader reads. */
  bootListId: string;
  inline: {
    appearance: InlineProgram;
    fontWait: InlineProgram;
    nativeTaps: InlineProgram;
    earlyTapReplay: InlineProgram;
    bootLoader: InlineProgram;
  };
}

/** The pages' view of the shell's build. */
export interface ShellBuildView {
  /** Absent while the shell is not built (pages show the placeholder). */
  assets: PageAssets | undefined;
  /** Changes whenever the build's list changes; part of every cached page's key. */
  version: string;
  built: boolean;
}

const NOT_BUILT: ShellBuildView = { assets: undefined, version: 'placeholder', built: false };

function isProgram(value: unknown): value is InlineProgram {
  const program = value as Partial<InlineProgram> | null;
  return typeof program?.source === 'string' && typeof program.hash === 'string';
}

function isPageAssets(value: unknown): value is PageAssets {
  const assets = value as Partial<PageAssets> | null;
  const texts = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return (
    typeof assets?.lang === 'string' &&
    typeof assets.head === 'string' &&
    typeof assets.outline === 'string' &&
    typeof assets.bootListId === 'string' &&
    texts(assets.scripts) &&
    texts(assets.stylesheets) &&
    texts(assets.styles) &&
    Array.isArray(assets.preloads) &&
    assets.preloads.every((p) => typeof p?.href === 'string' && typeof p.as === 'string') &&
    isProgram(assets.inline?.appearance) &&
    isProgram(assets.inline.fontWait) &&
    isProgram(assets.inline.nativeTaps) &&
    isProgram(assets.inline.earlyTapReplay) &&
    isProgram(assets.inline.bootLoader)
  );
}

/**
 * The shell's `page-assets.json`, re-read when it changes (checked at most once per `checkEveryMs`);
 * the placeholder's view while the shell is not built (or its list is not one this server reads).
 */
export class ShellAssets {
  private current = NOT_BUILT;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly distDir: string,
    private readonly checkEveryMs = 1000,
  ) {}

  get(): ShellBuildView {
    const now = Date.now();
    if (now - this.checkedAt < this.checkEveryMs) return this.current;
    this.checkedAt = now;
    const file = join(this.distDir, PAGE_ASSETS_FILE);
    try {
      const info = statSync(file);
      const version = `${info.mtimeMs}:${info.size}`;
      if (version !== this.current.version) {
        const assets: unknown = JSON.parse(readFileSync(file, 'utf8'));
        this.current = isPageAssets(assets) ? { assets, version, built: true } : NOT_BUILT;
      }
    } catch {
      this.current = NOT_BUILT;
    }
    return this.current;
  }

  /** The CSP sources of the inline scripts pages carry now (none while the shell is not built). */
  inlineHashes(): string[] {
    const { assets } = this.get();
    return assets ? Object.values(assets.inline).map((program) => `'${program.hash}'`) : [];
  }
}

const shellAssetsByDir = new Map<string, ShellAssets>();

/**
 * The one reader of a shell build's list: the pages compose from it and the CSP allows its inline
 * scripts, so both follow the same build.
 */
export function shellAssetsAt(distDir: string): ShellAssets {
  let reader = shellAssetsByDir.get(distDir);
  if (!reader) {
    reader = new ShellAssets(distDir);
    shellAssetsByDir.set(distDir, reader);
  }
  return reader;
}

/** The files of a section's page: its manifest (fetched in CORS mode), entry, `./routes` and page chunks. */
export function sectionPreloads(assets: RemoteAssets, routeId: string): Preload[] {
  const pages = Object.hasOwn(assets.pages, routeId) ? (assets.pages[routeId] ?? []) : [];
  return [
    { href: assets.manifest, as: 'fetch' },
    ...[...assets.scripts, ...pages].map((href) => ({ href, as: 'script' })),
  ];
}

/** What the page renderer gives a page. */
export interface PageParts {
  /** The fallback page's title (escaped); a server-rendered page's is among its head tags. */
  title?: string;
  /** Head tags (HTML the server wrote or rendered). */
  head: string;
  /** The server-rendered `#root` element; without it the page is the outline, rendered in the browser. */
  root?: string;
  /** The section's files (`sectionPreloads`). */
  preloads?: Preload[];
  /** The JSON scripts (config, the server's answers, …). */
  data: string;
  /** When a server-rendered page's scripts load (its route's `scripts`; `intent` when absent). */
  scripts?: ScriptsWhen;
  /** A read page (`intent`) boots its islands first (ISLANDS, decision 0032). */
  islands?: boolean;
  /** A lite page (liteMode.ts): the server-rendered page with no script at all and only its lead photo. */
  lite?: boolean;
}

const indent = (lines: string[], depth: number) => lines.filter(Boolean).join(`\n${' '.repeat(depth)}`);

/** The page while the shell is not built: the API works, the pages are on their way. */
function placeholderPage({ title, head, data }: PageParts): string {
  return `<!doctype html>
<html lang="hi">
  <head>
    ${indent(['<meta charset="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1">', `<title>${title ?? 'जनमत'}</title>`, head], 4)}
  </head>
  <body>
    <main>
      <h1>जनमत</h1>
      <p>साइट तैयार की जा रही है। कृपया थोड़ी देर बाद फिर से देखें।</p>
    </main>
    ${data}
  </body>
</html>
`;
}

/**
 * The page's HTML, composed from the shell's build list (`page-assets.json`): the frame's head, the
 * title and head tags, the face's styles, the reader's appearance (theme and text size on `<html>`, before
 * the first paint) and the face's wait, then the body. A server-rendered page (`root`)
 * asks for no script or manifest before its lead photo is on screen: they go into the boot loader's
 * list at the end of the body, after the early-tap replay. The fallback page (no `root`) is the
 * outline with the preloads in its head and the entry scripts deferred: it needs them to show
 * anything. A lite server-rendered page is its head and `root` alone (liteHtml.ts): no script, no
 * preload, no JSON; the face's rules stay (a device with a Devanagari face of its own downloads
 * nothing, one without gets readable letters) but nothing waits for the face. Without a build, the
 * placeholder page.
 */
export function composePage(assets: PageAssets | undefined, parts: PageParts): string {
  if (!assets) return placeholderPage(parts);
  const rendered = parts.root !== undefined;
  const lite = rendered && parts.lite === true;
  const preloads = [...assets.preloads, ...(parts.preloads ?? [])];
  const head = [
    assets.head,
    parts.title === undefined ? '' : `<title data-ssr>${parts.title}</title>`,
    lite ? liteHead(parts.head) : parts.head,
    ...assets.styles.map((css) => `<style>\n${css}\n</style>`),
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(lite
      ? []
      : [
          inlineScript(assets.inline.appearance),
          inlineScript(assets.inline.fontWait),
          ...preloads.filter((p) => !rendered || !loadsAfterPaint(p)).map(preloadLink),
        ]),
  ];
  const body = lite
    ? [liteRoot(parts.root ?? '')]
    : rendered
      ? [
          parts.root ?? '',
          parts.data,
          ...bootScripts({
            listId: assets.bootListId,
            scripts: assets.scripts,
            preloads,
            programs: [assets.inline.nativeTaps, assets.inline.earlyTapReplay, assets.inline.bootLoader],
            when: parts.scripts ?? 'intent',
            islands: parts.islands === true && (parts.scripts ?? 'intent') === 'intent',
          }),
        ]
      : [
          `<div id="root">\n      ${assets.outline}\n    </div>`,
          parts.data,
          ...assets.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
        ];
  return `<!doctype html>
<html lang="${escapeHtml(assets.lang)}"${lite ? ` ${LITE_PAGE_MARK}` : ''}>
  <head>
    ${indent(head, 4)}
  </head>
  <body>
    ${indent(body, 4)}
  </body>
</html>
`;
}
