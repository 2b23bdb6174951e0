import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillTemplate, PLACEHOLDER_TEMPLATE, ShellTemplate } from './template';

const parts = { title: 'नया', head: '<meta name="x" data-ssr>', data: '<script id="d"></script>' };

test('fills the title and both markers', () => {
  const html = fillTemplate(PLACEHOLDER_TEMPLATE, parts);
  expect(html).toContain('<title data-ssr>नया</title>');
  expect(html).toContain('<meta name="x" data-ssr>');
  expect(html).toContain('<script id="d"></script>');
  expect(html).not.toContain('<!--janmat:');
});

test('a template without markers still gets the tags, in the head and before </body>', () => {
  const html = fillTemplate('<html><head></head><body><p>x</p></body></html>', parts);
  expect(html).toBe(
    '<html><head><title data-ssr>नया</title>\n    <meta name="x" data-ssr></head><body><p>x</p><script id="d"></script></body></html>',
  );
});

test('replacement text with $ patterns is inserted literally', () => {
  const html = fillTemplate(PLACEHOLDER_TEMPLATE, { ...parts, title: "$& $' $1" });
  expect(html).toContain("<title data-ssr>$& $' $1</title>");
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

describe('ShellTemplate', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'janmat-template-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  test('requests that arrive together while the file is first read all get the built page', async () => {
    writeFileSync(join(dist, 'index.html'), '<html><head></head><body>shell</body></html>');
    const template = new ShellTemplate(dist);
    const answers = await Promise.all([template.get(), template.get(), template.get()]);
    expect(answers.map((answer) => answer.built)).toEqual([true, true, true]);
    expect(answers[2]?.html).toContain('shell');
  });

  test('shows the placeholder until the shell is built, then the shell', async () => {
    const template = new ShellTemplate(dist, 0);
    expect((await template.get()).html).toBe(PLACEHOLDER_TEMPLATE);
    writeFileSync(join(dist, 'index.html'), '<html><body>built</body></html>');
    expect(await template.get()).toMatchObject({ built: true, html: '<html><body>built</body></html>' });
  });
});
