import { liteHead, liteRoot } from './liteHtml';

const UPLOAD = '/uploads/newsroom/202611/0123456789abcdef0123/1280.jpg';
const LEAD_PICTURE =
  '<picture class="css-1"><source type="image/webp" srcSet="/uploads/newsroom/202611/0123456789abcdef0123/320.webp 320w, /uploads/newsroom/202611/0123456789abcdef0123/1280.webp 1280w" sizes="100vw"/>' +
  `<img src="${UPLOAD}" srcSet="/uploads/newsroom/202611/0123456789abcdef0123/320.jpg 320w, ${UPLOAD} 1280w" sizes="100vw" alt="मुख्य तस्वीर" width="1200" height="675" loading="eager" fetchPriority="high"/></picture>`;

/** What stands where a photo was left out (hidden; a grid of photo and text then gives the text its width). */
const GONE = '<i data-lite-photo=""></i>';

test('a lite page keeps the lead photo alone, at its smallest rendition, and every text and link', () => {
  const root = [
    '<div id="root" data-ssr="">',
    '<a href="/news/national"><img src="/uploads/news/a.svg" alt="" width="1200" height="675" loading="lazy"/>पहली ख़बर</a>',
    LEAD_PICTURE,
    '<p>पूरा लेख</p>',
    '<a href="/news/national/b"><img src="/uploads/news/b.svg" alt="" loading="lazy"/><h3>दूसरी ख़बर</h3></a>',
    `<picture><source type="image/webp" srcSet="x.webp 320w"/><img src="${UPLOAD}" alt="" loading="lazy"/></picture>`,
    '</div>',
  ].join('');
  expect(liteRoot(root)).toBe(
    [
      '<div id="root" data-ssr="">',
      `<a href="/news/national">${GONE}पहली ख़बर</a>`,
      '<picture class="css-1"><source srcSet="/uploads/newsroom/202611/0123456789abcdef0123/320.webp" type="image/webp"/>',
      '<img src="/uploads/newsroom/202611/0123456789abcdef0123/320.jpg" alt="मुख्य तस्वीर" width="1200" height="675" loading="eager" fetchPriority="high"/></picture>',
      '<p>पूरा लेख</p>',
      `<a href="/news/national/b">${GONE}<h3>दूसरी ख़बर</h3></a>`,
      GONE,
      '</div>',
    ].join(''),
  );
});

test('a lead photo without renditions (an SVG) stays as it is; a page without a lead shows no photo', () => {
  const lead = '<img src="/uploads/news/a.svg" alt="" width="1200" height="675" loading="eager" fetchPriority="high"/>';
  expect(liteRoot(`<main>${lead}<img src="/uploads/news/b.svg" alt=""/></main>`)).toBe(`<main>${lead}${GONE}</main>`);
  expect(liteRoot('<main><img src="/uploads/news/b.svg" alt="" loading="lazy"/><p>पाठ</p></main>')).toBe(
    `<main>${GONE}<p>पाठ</p></main>`,
  );
});

test("a lite page's head keeps its title, canonical and styles but no preload, and hides what was left out and buttons only a script answers", () => {
  const head = [
    '<title data-ssr="">ख़बर | जनमत</title>',
    `<link data-ssr="" rel="preload" as="image" href="${UPLOAD}" imageSrcSet="a 320w" fetchPriority="high"/>`,
    '<link data-ssr="" rel="canonical" href="https://janmat.in/news/x"/>',
    '<link rel="modulepreload" href="/x.js"/>',
    '<style data-emotion="css 1">.css-1{color:red}</style>',
  ].join('');
  expect(liteHead(head)).toBe(
    '<title data-ssr="">ख़बर | जनमत</title><link data-ssr="" rel="canonical" href="https://janmat.in/news/x"/><style data-emotion="css 1">.css-1{color:red}</style>' +
      '<style>[data-lite-photo],button[type="button"]:not([popovertarget],[commandfor]){display:none}' +
      ':has(> [data-lite-photo]){grid-template-columns:minmax(0,1fr)!important}</style>',
  );
});
