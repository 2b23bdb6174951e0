import { createHash } from 'node:crypto';
import { scriptJson } from '@janmat/shared/contracts';

/** The JSON script that lists what `BOOT_LOADER` loads. */
export const BOOT_LIST_ID = 'janmat-boot';

/**
 * The one inline script of a server-rendered page. The page is readable as it arrives, so its
 * scripts wait for the first paint (a task queued from a frame callback runs after that frame): on a
 * slow phone the headline and photo paint as soon as the HTML and the photo are in, not after
 * 160 KB of script has downloaded and run. Then the boot chunks are preloaded together and the
 * entry scripts run in order. A tab opened in the background (no frames) loads them at `load`.
 */
export const BOOT_LOADER =
  '(function(){var d=document,l=JSON.parse(d.getElementById("' +
  BOOT_LIST_ID +
  '").textContent);' +
  'function go(){if(go.done)return;go.done=1;' +
  'l.preload.forEach(function(u){var k=d.createElement("link");k.rel="preload";k.setAttribute("as","script");k.href=u;d.head.appendChild(k)});' +
  'l.scripts.forEach(function(u){var s=d.createElement("script");s.src=u;s.async=false;d.body.appendChild(s)})}' +
  'addEventListener("load",go);requestAnimationFrame(function(){setTimeout(go)})})()';

/** The loader's hash, which the Content-Security-Policy allows (no other inline script runs). */
export const BOOT_LOADER_HASH = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;

const SCRIPT_TAG = /<script defer(?:="")? src="([^"]+)"><\/script>\s*/gi;
const SCRIPT_PRELOAD = /<link\s(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>\s*/gi;

function unescapeAttr(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Moves a server-rendered page's deferred scripts and script preloads into the boot list, loaded by
 * `BOOT_LOADER` at the end of the body. A page without scripts is returned as it is.
 */
export function loadScriptsAfterPaint(html: string): string {
  const scripts: string[] = [];
  const preload: string[] = [];
  const withoutScripts = html.replace(SCRIPT_TAG, (_, src: string) => {
    scripts.push(unescapeAttr(src));
    return '';
  });
  if (scripts.length === 0) return html;
  const bare = withoutScripts.replace(SCRIPT_PRELOAD, (tag: string) => {
    const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
    if (href !== undefined && !scripts.includes(unescapeAttr(href))) preload.push(unescapeAttr(href));
    return '';
  });
  const boot =
    `<script id="${BOOT_LIST_ID}" type="application/json">${scriptJson({ scripts, preload })}</script>\n    ` +
    `<script>${BOOT_LOADER}</script>\n  `;
  const at = bare.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? bare + boot : `${bare.slice(0, at)}${boot}${bare.slice(at)}`;
}
