import { createHash } from 'node:crypto';
import { scriptJson } from '@janmat/shared/contracts';

/** The JSON script that lists what `BOOT_LOADER` loads. */
export const BOOT_LIST_ID = 'janmat-boot';

/** How long, at most, the lead photo holds the scripts back. */
export const BOOT_WAIT_MS = 3000;

/** How often a kept tap's button is checked, and for how long, until React handles it. */
export const REPLAY_CHECK_MS = 50;
export const REPLAY_GIVE_UP_MS = 10_000;

/**
 * The first part of the loader: event replay. A tap on a button that React does not handle yet (it
 * has not hydrated it: no `__reactFiber$…` on the element) would do nothing, before the page's
 * scripts have run or while its part of the page is still hydrating. Such a tap is kept: its
 * default (a form's native submit) held back and its way to the page stopped (React, hydrating,
 * might otherwise answer it too). The button is clicked again as soon as React handles it (checked
 * every `REPLAY_CHECK_MS`), so the tap is answered once, late rather than never. A button tapped
 * again while it waits counts once; one that leaves the page, is disabled, or is not handled within
 * `REPLAY_GIVE_UP_MS` is not clicked. Links are left to the browser: they load their page.
 */
const EARLY_CLICK_REPLAY =
  '(function(){var q=[];function f(b){return Object.keys(b).some(function(k){return k.indexOf("__reactFiber$")==0})}' +
  'document.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("button");' +
  'if(!b||b.disabled||f(b))return;e.preventDefault();e.stopPropagation();if(q.indexOf(b)>=0)return;' +
  'q.push(b);var s=Date.now();(function c(){if(b.isConnected&&!f(b)&&Date.now()-s<' +
  String(REPLAY_GIVE_UP_MS) +
  ')return void setTimeout(c,' +
  String(REPLAY_CHECK_MS) +
  ');q.splice(q.indexOf(b),1);if(b.isConnected&&f(b)&&!b.disabled)b.click()})()},true)})();';

/**
 * The boot script of a server-rendered page (after `EARLY_CLICK_REPLAY`). The page is readable as it arrives, so its
 * scripts wait until the lead photo is on screen: the page's `fetchpriority="high"` images have
 * loaded (or failed), then the browser has shown them — it reports the photo as the largest paint,
 * or any paint after the photo loaded (`largest-contentful-paint` and `paint` entries come once the
 * frame is on screen); where it reports neither, a frame has passed (a task queued from a frame
 * callback runs after that frame; 300 ms after it where the browser reports paints but none came).
 * A page without a lead photo waits the same way for its first paint. On a slow connection the
 * photo gets the bandwidth before 160 KB of script, and on a slow phone the main thread paints it
 * before hydrating. A photo that takes longer than `BOOT_WAIT_MS` stops holding the scripts back,
 * and a tab opened in the background (no frames) loads them after `load`. Then the boot chunks and
 * the sections' manifests are preloaded together and the entry scripts run in order, each asked for
 * in a task of its own (a message to itself, not a timer, which the browser would slow to 4 ms
 * apart): asking for a file is a few milliseconds of work, eighteen of them a long task on a phone.
 */
export const BOOT_LOADER =
  EARLY_CLICK_REPLAY +
  '(function(){var d=document,l=JSON.parse(d.getElementById("' +
  BOOT_LIST_ID +
  '").textContent),P=window.PerformanceObserver,' +
  'L=P&&(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0,' +
  'p=[].slice.call(d.querySelectorAll("img[fetchpriority=high]")),' +
  'w=p.filter(function(i){return!i.complete}),n=w.length;' +
  'function pre(u,a){var k=d.createElement("link");k.rel="preload";k.setAttribute("as",a);if(a=="fetch")k.crossOrigin="anonymous";k.href=u;d.head.appendChild(k)}' +
  'function run(u){var s=d.createElement("script");s.src=u;s.async=false;d.body.appendChild(s)}' +
  'function go(){if(go.done)return;go.done=1;var q=[],c=new MessageChannel();' +
  'l.fetch.forEach(function(u){q.push(function(){pre(u,"fetch")})});' +
  'l.preload.forEach(function(u){q.push(function(){pre(u,"script")})});' +
  'l.scripts.forEach(function(u){q.push(function(){run(u)})});' +
  'c.port1.onmessage=function(){q.shift()();if(q.length)c.port2.postMessage(0)};c.port2.postMessage(0)}' +
  'function later(t){return function(){setTimeout(go,t)}}' +
  'function shown(){var t=performance.now();requestAnimationFrame(later(L?300:0));if(L){' +
  'var o=new P(function(x){x.getEntries().forEach(function(e){if(p.indexOf(e.element)>=0||e.startTime>=t)setTimeout(go)})});' +
  'o.observe({type:"largest-contentful-paint",buffered:true});o.observe({type:"paint",buffered:true})}}' +
  'function one(){if(--n==0)shown()}' +
  'if(n)w.forEach(function(i){i.addEventListener("load",one);i.addEventListener("error",one)});else shown();' +
  'setTimeout(go,' +
  String(BOOT_WAIT_MS) +
  ');addEventListener("load",later(300))})()';

/** An inline script's source as the Content-Security-Policy allows it. */
export function inlineScriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

/** The loader's hash, which the Content-Security-Policy allows. */
export const BOOT_LOADER_HASH = inlineScriptHash(BOOT_LOADER);

const SCRIPT_TAG = /<script defer(?:="")? src="([^"]+)"><\/script>\s*/gi;
const SCRIPT_PRELOAD = /<link\s(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>\s*/gi;
const FETCH_PRELOAD = /<link\s(?=[^>]*\brel="preload")(?=[^>]*\bas="fetch")[^>]*>\s*/gi;

function unescapeAttr(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The `href` of a `<link>` tag, unescaped. */
function hrefOf(tag: string): string | undefined {
  const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
  return href === undefined ? undefined : unescapeAttr(href);
}

/**
 * Moves a server-rendered page's deferred scripts, script preloads and manifest (fetch) preloads
 * into the boot list, loaded by `BOOT_LOADER` at the end of the body. A page without scripts is
 * returned as it is.
 */
export function loadScriptsAfterPaint(html: string): string {
  const scripts: string[] = [];
  const preload: string[] = [];
  const withoutScripts = html.replace(SCRIPT_TAG, (_, src: string) => {
    scripts.push(unescapeAttr(src));
    return '';
  });
  if (scripts.length === 0) return html;
  const fetch: string[] = [];
  const bare = withoutScripts
    .replace(SCRIPT_PRELOAD, (tag: string) => {
      const href = hrefOf(tag);
      if (href !== undefined && !scripts.includes(href)) preload.push(href);
      return '';
    })
    .replace(FETCH_PRELOAD, (tag: string) => {
      const href = hrefOf(tag);
      if (href !== undefined) fetch.push(href);
      return '';
    });
  const boot =
    `<script id="${BOOT_LIST_ID}" type="application/json">${scriptJson({ scripts, preload, fetch })}</script>\n    ` +
    `<script>${BOOT_LOADER}</script>\n  `;
  const at = bare.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? bare + boot : `${bare.slice(0, at)}${boot}${bare.slice(at)}`;
}
