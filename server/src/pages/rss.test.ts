import { firstParagraph } from './rss';

test('the first paragraph becomes plain text; headings before it are skipped', () => {
  expect(firstParagraph('<h2>शीर्षक</h2><p class="x">पहला <em>वाक्य</em> &amp; बाकी</p><p>दूसरा</p>')).toBe(
    'पहला वाक्य & बाकी',
  );
});

test('a body without paragraphs gives its whole text', () => {
  expect(firstParagraph('<blockquote>केवल उद्धरण</blockquote>')).toBe('केवल उद्धरण');
});
