/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
import { KEPT_COPY_MARK, LITE_PAGE_MARK } from '@janmat/shared/contracts';
import { BOOT_SETTINGS } from '../boot/bootSettings';
import { pageToRead } from './pageToRead';

const TAPS_PROGRAM = '(()=>{document.documentElement.dataset.taps="1"})();';

/** A page as the server composes it (server/src/pages/template.ts): its builds named, its scripts to load on intent. */
const servedPage = (html = '<html lang="hi">') =>
  `<!doctype html>\n${html}\n  <head><meta charset="utf-8"><title>सत्र शुरू | जनमत</title></head>\n  <body>` +
  '<div id="root" data-ssr=""><main><h1>सत्र शुरू</h1><button type="button">सहेजें</button></main></div>' +
  '<script id="janmat-composition" type="application/json">{"static":{"manifest":"https://cdn.example/b2/mf-manifest.json"}}</script>' +
  `<script id="${BOOT_SETTINGS.listId}" type="application/json">${JSON.stringify({
    scripts: ['/main.js'],
    preload: ['/480.a433ead9.js', 'https://cdn.example/b2/remoteEntry.js'],
    fetch: ['https://cdn.example/b2/mf-manifest.json', '/api/page-state/abc'],
    when: 'shown',
  })}</script>` +
  `<script>${TAPS_PROGRAM}</script></body>\n</html>\n`;

const read = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** What the boot loader would load on the page, read as it reads it. */
const bootList = (page: Document) => JSON.parse(page.getElementById(BOOT_SETTINGS.listId)?.textContent ?? '');

describe('a kept page, to read', () => {
  it('asks for no script, manifest or page data of the builds it was rendered with, whatever the reader does', () => {
    const page = read(pageToRead(servedPage()));
    expect(bootList(read(servedPage())).scripts).toEqual(['/main.js']);
    expect(bootList(page)).toEqual({ scripts: [], preload: [], fetch: [], when: 'intent' });
  });

  it('is marked as a page without scripts and as a kept copy, so controls only a script or a connection answers say so', () => {
    const page = read(pageToRead(servedPage()));
    expect(page.documentElement.hasAttribute(LITE_PAGE_MARK)).toBe(true);
    expect(page.documentElement.hasAttribute(KEPT_COPY_MARK)).toBe(true);
    expect(page.documentElement.lang).toBe('hi');
  });

  it('is otherwise the page as served: its text, and its inline programs as the policy allows them', () => {
    const kept = pageToRead(servedPage());
    expect(read(kept).querySelector('main')?.textContent).toBe('सत्र शुरूसहेजें');
    expect(kept).toContain(`<script>${TAPS_PROGRAM}</script>`);
  });

  it('adds only the kept mark to a page kept in lite mode (marked, no boot list), and no mark twice', () => {
    const lite = `<!doctype html><html lang="hi" ${LITE_PAGE_MARK}><head></head><body><h1>सत्र शुरू</h1></body></html>`;
    const kept = pageToRead(lite);
    expect(kept).toBe(lite.replace('<html', `<html ${KEPT_COPY_MARK}`));
    expect(pageToRead(kept)).toBe(kept);
  });
});
