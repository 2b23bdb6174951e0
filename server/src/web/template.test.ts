import { fillTemplate, PLACEHOLDER_TEMPLATE } from './template';

const parts = { title: 'नया', head: '<meta name="x" data-ssr>', data: '<script id="d"></script>' };

test('fills the title and both markers', () => {
  const html = fillTemplate(PLACEHOLDER_TEMPLATE, parts);
  expect(html).toContain('<title>नया</title>');
  expect(html).toContain('<meta name="x" data-ssr>');
  expect(html).toContain('<script id="d"></script>');
  expect(html).not.toContain('<!--janmat:');
});

test('a template without markers still gets the tags, in the head and before </body>', () => {
  const html = fillTemplate('<html><head></head><body><p>x</p></body></html>', parts);
  expect(html).toBe(
    '<html><head><title>नया</title>\n    <meta name="x" data-ssr></head><body><p>x</p><script id="d"></script></body></html>',
  );
});

test('replacement text with $ patterns is inserted literally', () => {
  const html = fillTemplate(PLACEHOLDER_TEMPLATE, { ...parts, title: "$& $' $1" });
  expect(html).toContain("<title>$& $' $1</title>");
});

test('preload hints go last in the head, after the tags the build put there', () => {
  const html = fillTemplate(
    '<html><head><!--janmat:head--><link rel="preload" href="/main.js" as="script"></head><body></body></html>',
    {
      ...parts,
      hints: '<link rel="preload" href="/remotes/news/remoteEntry.js" as="script">',
    },
  );
  expect(html).toMatch(
    /<meta name="x" data-ssr><link rel="preload" href="\/main.js" as="script"><link rel="preload" href="\/remotes\/news\/remoteEntry.js" as="script">\s*<\/head>/,
  );
});
