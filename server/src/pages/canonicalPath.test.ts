import { canonicalPath, routeSpelling } from './canonicalPath';
import { matchRoute } from './matchRoute';

const SLUG = 'भारत-की-खबर';
const ENCODED = encodeURIComponent(SLUG);

describe('canonicalPath', () => {
  test.each([
    ['/', '/'],
    ['/news/national', '/news/national'],
    ['/news/%69nternational', '/news/international'],
    ['/news/%6E%61tional', '/news/national'],
    ['/news/national/', '/news/national'],
    ['//news//national//', '/news/national'],
    [`/news/national/${ENCODED.toLowerCase()}`, `/news/national/${ENCODED}`],
    [`/news/national/${SLUG}`, `/news/national/${ENCODED}`],
    [`/news/national/${ENCODED}`, `/news/national/${ENCODED}`],
    ['/news/a%20b', '/news/a%20b'],
    ['/news/a%2Fb', '/news/a%2Fb'],
    ['/news/it%27s', "/news/it's"],
  ])('%s → %s', (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
    // Once canonical, always canonical.
    expect(canonicalPath(canonical)).toBe(canonical);
  });

  test.each(['/news/%E0%A4', '/news/%zz', '/news/../x', '/news/%2e%2e/x', '/news/%2E/x'])('%s is no page path', (raw) =>
    expect(canonicalPath(raw)).toBeUndefined(),
  );
});

describe('routeSpelling', () => {
  test('static segments take the route table case; params stay as given', () => {
    const path = '/NEWS/State/2/Bihar';
    expect(routeSpelling(path, matchRoute(path)!)).toBe('/news/state/2/Bihar');
  });

  test('a route ending in /* keeps the path', () => {
    expect(routeSpelling('/newsroom/articles', matchRoute('/newsroom/articles')!)).toBe('/newsroom/articles');
  });
});
