import { type ScriptsWhen, scriptJson } from '@janmat/shared/contracts';
import { escapeHtml } from '../core/escapeHtml';

/** An inline script of the shell's build: its source and the CSP source that allows it (`sha256-…`). */
export interface InlineProgram {
  source: string;
  hash: string;
}

/** A file a page asks for early: `<link rel="preload" as="…">` (a manifest is a CORS `fetch`). */
export interface Preload {
  href: string;
  as: string;
}

/** The page's inline script, exactly as its hash allows it. */
export function inlineScript(program: InlineProgram): string {
  return `<script>${program.source}</script>`;
}

export function preloadLink({ href, as }: Preload): string {
  return `<link rel="preload" href="${escapeHtml(href)}" as="${escapeHtml(as)}"${as === 'fetch' ? ' crossorigin' : ''}>`;
}

/** What a server-rendered page needs to load its scripts after its lead photo. */
export interface BootParts {
  /** The id of the JSON script the boot loader reads (the shell's build names it). */
  listId: string;
  /** Entry scripts, in order. */
  scripts: string[];
  /** Everything else the page would preload: scripts and manifests go into the loader's list. */
  preloads: Preload[];
  /** The shell's early-tap replay and boot loader (`shell/src/boot`), in that order. */
  programs: InlineProgram[];
  /** When the loader asks for the scripts: the reader's first interaction, or once the page is shown. */
  when: ScriptsWhen;
  /**
   * A read page whose first touch brings its islands only (decision 0032): the app's files are asked
   * for when a section's control is reached, not with the entry.
   */
  islands?: boolean;
}

/**
 * The end of a server-rendered page's body: the boot list (its entry scripts, the script preloads
 * that are not entries, the manifests to fetch) and the inline programs that load it once the lead
 * photo is on screen (docs/decisions/0011). A page without scripts gets none of it.
 */
export function bootScripts({ listId, scripts, preloads, programs, when, islands }: BootParts): string[] {
  if (scripts.length === 0) return [];
  const hrefs = (as: string) => preloads.flatMap((p) => (p.as === as && !scripts.includes(p.href) ? [p.href] : []));
  const list = { scripts, preload: hrefs('script'), fetch: hrefs('fetch'), when, ...(islands ? { islands } : {}) };
  return [
    `<script id="${escapeHtml(listId)}" type="application/json">${scriptJson(list)}</script>`,
    ...programs.map(inlineScript),
  ];
}

/** Whether a preload waits for the boot loader on a server-rendered page (scripts and manifests do). */
export function loadsAfterPaint(preload: Preload): boolean {
  return preload.as === 'script' || preload.as === 'fetch';
}
