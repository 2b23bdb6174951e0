import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frameOf, tagLists } from './pageAssetsPlugin';

const TEMPLATE = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');

test("the frame is the template's language, its head before the marker and #root's outline", () => {
  const frame = frameOf(TEMPLATE);
  expect(frame.lang).toBe('hi');
  expect(frame.head).toMatch(/^<meta charset="utf-8" \/>[\s\S]*<\/style>$/);
  expect(frame.head).not.toContain('<title>');
  expect(frame.outline).toMatch(/^<div aria-hidden="true">[\s\S]*class="boot-ticker"[\s\S]*<\/div>$/);
  expect(() => frameOf('<html lang="hi"><head></head><body></body></html>')).toThrow(/template has no/);
});

test('the tags are listed by kind: entry scripts in order, preloads with their as, styles', () => {
  const tag = (tagName: string, attributes: Record<string, string | boolean>, innerHTML?: string) => ({
    tagName,
    attributes,
    innerHTML,
  });
  expect(
    tagLists([
      tag('style', {}, '\n@font-face {}\n'),
      tag('script', {}, '(()=>{})();'),
      tag('link', { rel: 'preload', as: 'script', href: '/main.js' }),
      tag('link', { rel: 'stylesheet', href: '/a.css' }),
      tag('script', { defer: true, src: '/main.js' }),
      tag('script', { defer: true, src: '/second.js' }),
    ]),
  ).toEqual({
    scripts: ['/main.js', '/second.js'],
    preloads: [{ href: '/main.js', as: 'script' }],
    stylesheets: ['/a.css'],
    styles: ['@font-face {}'],
  });
});
