import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

const HEAD_MARKER = '<!--janmat:head-->';
const DATA_MARKER = '<!--janmat:data-->';

/** Shown while the shell has not been built: the API works, the pages are on their way. */
export const PLACEHOLDER_TEMPLATE = `<!doctype html>
<html lang="hi">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>जनमत</title>
    ${HEAD_MARKER}
  </head>
  <body>
    <main>
      <h1>जनमत</h1>
      <p>साइट तैयार की जा रही है। कृपया थोड़ी देर बाद फिर से देखें।</p>
    </main>
    ${DATA_MARKER}
  </body>
</html>
`;

export interface Template {
  html: string;
  /** Changes whenever the file changes; part of every cached page's key. */
  version: string;
  built: boolean;
}

/**
 * The shell's `index.html`, re-read when it changes (checked at most once per `checkEveryMs`), or
 * the placeholder page while the shell is not built.
 */
export class ShellTemplate {
  private current: Template = { html: PLACEHOLDER_TEMPLATE, version: 'placeholder', built: false };
  private checkedAt = Number.NEGATIVE_INFINITY;
  /** The check under way: requests arriving meanwhile wait for it instead of taking the old answer. */
  private checking: Promise<Template> | undefined;

  constructor(
    private readonly distDir: string,
    private readonly checkEveryMs = 1000,
  ) {}

  get(): Promise<Template> {
    if (this.checking) return this.checking;
    const now = Date.now();
    if (now - this.checkedAt < this.checkEveryMs) return Promise.resolve(this.current);
    this.checkedAt = now;
    this.checking = this.check().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async check(): Promise<Template> {
    const file = join(this.distDir, 'index.html');
    try {
      const info = await stat(file);
      const version = `${info.mtimeMs}:${info.size}`;
      if (version !== this.current.version) this.current = { html: await readFile(file, 'utf8'), version, built: true };
    } catch {
      this.current = { html: PLACEHOLDER_TEMPLATE, version: 'placeholder', built: false };
    }
    return this.current;
  }
}

function insertAt(html: string, marker: string, content: string, fallbackBefore: string): string {
  if (html.includes(marker)) return html.replace(marker, () => content);
  const at = html.toLowerCase().lastIndexOf(fallbackBefore);
  return at === -1 ? html + content : html.slice(0, at) + content + html.slice(at);
}

/**
 * Fills the template: the title, the head tags at the head marker, the JSON scripts at the data
 * marker, and `hints` (preload links) at the end of the head, after the shell's own.
 */
export function fillTemplate(
  html: string,
  parts: { title: string; head: string; data: string; hints?: string },
): string {
  // `data-ssr`: the page's own title replaces it once the app has booted (PageMeta).
  const titleTag = `<title data-ssr>${parts.title}</title>`;
  const titled = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => titleTag)
    : insertAt(html, HEAD_MARKER, `${titleTag}\n    ${HEAD_MARKER}`, '</head>');
  const withHead = insertAt(titled, HEAD_MARKER, parts.head, '</head>');
  const hinted = parts.hints ? insertAt(withHead, '</head>', `${parts.hints}\n  </head>`, '</head>') : withHead;
  return insertAt(hinted, DATA_MARKER, parts.data, '</body>');
}

/** Where the page's markup goes: the template's `#root`, up to the data marker. */
const ROOT_OPEN = '<div id="root">';

/**
 * Fills the template with a page rendered on the server: React's head elements (title and meta
 * included, so the template's own title goes) at the head marker, the rendered `#root` in place of
 * the template's boot outline, and the JSON scripts at the data marker.
 */
export function fillRendered(
  html: string,
  parts: { head: string; root: string; data: string; hints?: string },
): string {
  const untitled = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  const withHead = insertAt(untitled, HEAD_MARKER, parts.head, '</head>');
  const hinted = parts.hints ? insertAt(withHead, '</head>', `${parts.hints}\n  </head>`, '</head>') : withHead;
  const from = hinted.indexOf(ROOT_OPEN);
  const to = hinted.indexOf(DATA_MARKER);
  const rooted = from !== -1 && to > from ? `${hinted.slice(0, from)}${parts.root}\n    ${hinted.slice(to)}` : hinted;
  return insertAt(rooted, DATA_MARKER, parts.data, '</body>');
}
