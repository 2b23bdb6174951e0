import { readCookie, secureCookies } from './cookies';

test('Secure follows the site address', () => {
  expect(secureCookies('https://janmat.in')).toBe(true);
  expect(secureCookies('http://localhost:3000')).toBe(false);
});

test.each([
  [undefined, undefined],
  ['', undefined],
  ['janmat_staff=t1', 't1'],
  ['a=1; janmat_staff=t2; b=2', 't2'],
  ['xjanmat_staff=no; janmat_staff=yes', 'yes'],
  ['janmat_staff=first; janmat_staff=second', 'first'],
  ['janmat_staff', undefined],
])('Cookie %p → %p', (header, value) => {
  expect(readCookie(header, 'janmat_staff')).toBe(value);
});
