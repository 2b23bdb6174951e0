import { isCurrentPath } from './isCurrentPath';

test.each([
  ['/news/national', '/news/national', false, true],
  ['/news/national/', '/news/national', false, true],
  ['/News/National', '/news/national', false, true],
  ['/news/national/abc', '/news/national', false, true],
  ['/news/national/abc', '/news/national', true, false],
  ['/news/nationalx', '/news/national', false, false],
  ['/videos', '/', false, false],
  ['/', '/', true, true],
])('%s with a link to %s (end %s) → %s', (pathname, target, end, expected) => {
  expect(isCurrentPath(pathname, target, end)).toBe(expected);
});
