import { backPath, liteCookie, wantsLite } from './liteMode';

test.each([
  [{}, false],
  [{ 'save-data': 'on' }, true],
  [{ 'save-data': 'On ' }, true],
  [{ 'save-data': 'off' }, false],
  [{ cookie: 'a=1; janmat-lite=1' }, true],
  [{ cookie: 'janmat-lite=0', 'save-data': 'on' }, false],
  [{ cookie: 'janmat-lite=maybe', 'save-data': 'on' }, true],
  [{ cookie: 'xjanmat-lite=1' }, false],
])('headers %p → lite %p', (headers, lite) => {
  expect(wantsLite(headers)).toBe(lite);
});

test.each([
  ['/news/national/some-story', '/news/national/some-story'],
  [
    '/search?q=%E0%A4%9A%E0%A5%81%E0%A4%A8%E0%A4%BE%E0%A4%B5&page=2',
    '/search?q=%E0%A4%9A%E0%A5%81%E0%A4%A8%E0%A4%BE%E0%A4%B5&page=2',
  ],
  ['/a/../contactus', '/contactus'],
  ['//evil.example/x', '/'],
  ['/\\evil.example/x', '/'],
  ['/\t/evil.example', '/'],
  ['https://evil.example/', '/'],
  ['javascript:alert(1)', '/'],
  ['news', '/'],
  ['', '/'],
  [undefined, '/'],
])('back %p → %p, never another site', (back, path) => {
  expect(backPath(back)).toBe(path);
});

test('the choice is kept a year, for the server alone, Secure on an https site', () => {
  expect(liteCookie(true, true)).toBe('janmat-lite=1; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax; Secure');
  expect(liteCookie(false, false)).toBe('janmat-lite=0; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax');
});
