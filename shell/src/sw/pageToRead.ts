import { KEPT_COPY_MARK, LITE_PAGE_MARK } from '@janmat/shared/contracts';
import { BOOT_SETTINGS } from '../boot/bootSettings';
import type { WorkerResponse, WorkerScope } from './workerScope';

/** The page's boot list (the boot loader's JSON script), its contents apart. */
const BOOT_LIST = new RegExp(`(<script\\b[^>]*\\bid="${BOOT_SETTINGS.listId}"[^>]*>)[\\s\\S]*?(</script>)`);

/** A boot list that asks for nothing: no script, no manifest, no page data, whatever the reader does. */
const NOTHING_TO_LOAD = JSON.stringify({ scripts: [], preload: [], fetch: [], when: 'intent' });

const HTML_TAG = /<html\b[^>]*>/i;
/** Whether an `<html>` tag carries `mark` already. */
const carries = (mark: string) => new RegExp(`\\s${mark}(?=[\\s=>/]|$)`, 'i');
const MARKED = carries(LITE_PAGE_MARK);
const KEPT = carries(KEPT_COPY_MARK);

/** What the kept page's answer keeps of its headers: what it is, and what the page may do. */
const KEPT_HEADERS = [
  'content-type',
  'content-security-policy',
  'referrer-policy',
  'permissions-policy',
  'x-content-type-options',
  'cross-origin-opener-policy',
];

/**
 * A kept page's HTML as it is read with the network gone: the page the server sent, which runs none
 * of its scripts. Its HTML names the section builds it was rendered with (its composition, its boot
 * list), and by the time the reader opens it a release may have promoted or rolled back any of them:
 * once the network is back its scripts would run those builds again (a rolled-back section's pages,
 * or a section's error in place of the story when its build is gone). So its boot list names nothing,
 * and its `<html>` carries the mark of a page without scripts (`LITE_PAGE_MARK`) and of a kept copy
 * (`KEPT_COPY_MARK`, so what needs a connection says that): controls only a
 * script answers are hidden and their plain stand-ins shown (`needsScripts`, `onlyWithoutScripts`),
 * by the styles already in the page. Its inline programs still run (the reader's theme and text size,
 * the menu, copying a link, back to the top), and its links are plain: each opens its page from the
 * network, made of the live builds.
 */
export function pageToRead(html: string): string {
  const read = html.replace(BOOT_LIST, (_all, open: string, close: string) => `${open}${NOTHING_TO_LOAD}${close}`);
  return read.replace(HTML_TAG, (tag) => {
    const marks = [MARKED.test(tag) ? '' : ` ${LITE_PAGE_MARK}`, KEPT.test(tag) ? '' : ` ${KEPT_COPY_MARK}`].join('');
    return tag.replace(/^<html/i, `<html${marks}`);
  });
}

/** The answer the worker gives for a kept page (`kept`, a copy of the server's): the same page, to read. */
export async function answerToRead(scope: WorkerScope, kept: WorkerResponse): Promise<WorkerResponse> {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  for (const name of KEPT_HEADERS) {
    const value = kept.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return new scope.Response(pageToRead(await kept.text()), { status: kept.status, headers });
}
