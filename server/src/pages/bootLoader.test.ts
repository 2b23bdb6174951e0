import { bootScripts, preloadLink } from './bootLoader';

const programs = [
  { source: '(()=>{replay()})();', hash: 'sha256-a' },
  { source: '(()=>{boot()})();', hash: 'sha256-b' },
];

test('the boot list holds the entry scripts, the other script preloads, the manifests and when to load them; the programs follow', () => {
  const tags = bootScripts({
    listId: 'janmat-boot',
    scripts: ['/main.js'],
    preloads: [
      { href: '/main.js', as: 'script' },
      { href: '/470.a.js', as: 'script' },
      { href: '/remotes/news/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/news/page-home.js?x=1&y=</script>', as: 'script' },
      { href: '/uploads/lead.svg', as: 'image' },
    ],
    programs,
    when: 'intent',
  });
  expect(tags).toEqual([
    '<script id="janmat-boot" type="application/json">{"scripts":["/main.js"],"preload":["/470.a.js","/remotes/news/page-home.js?x=1&y=\\u003c/script>"],"fetch":["/remotes/news/mf-manifest.json"],"when":"intent"}</script>',
    '<script>(()=>{replay()})();</script>',
    '<script>(()=>{boot()})();</script>',
  ]);
});

test('a page without scripts gets no loader', () => {
  expect(bootScripts({ listId: 'janmat-boot', scripts: [], preloads: [], programs, when: 'load' })).toEqual([]);
});

test('a preload link is escaped; a manifest is fetched in CORS mode', () => {
  expect(preloadLink({ href: '/a.js?x=1&y="2"', as: 'script' })).toBe(
    '<link rel="preload" href="/a.js?x=1&amp;y=&quot;2&quot;" as="script">',
  );
  expect(preloadLink({ href: '/remotes/news/mf-manifest.json', as: 'fetch' })).toBe(
    '<link rel="preload" href="/remotes/news/mf-manifest.json" as="fetch" crossorigin>',
  );
});
