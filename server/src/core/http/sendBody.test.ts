import { pickEncoding } from './sendBody';

test.each([
  [undefined, undefined],
  ['', undefined],
  ['gzip, deflate, br', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0, gzip;q=0.5', 'gzip'],
  ['identity', undefined],
  ['GZIP', 'gzip'],
])('Accept-Encoding %p → %p', (header, encoding) => {
  expect(pickEncoding(header)).toBe(encoding);
});
