import { clearedSessionCookie, sessionCookie } from './cookies';

test('the session cookie: HttpOnly, SameSite=Strict, whole site, Secure only when asked', () => {
  expect(sessionCookie('abc', 3_600_000, true)).toBe(
    'janmat_staff=abc; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict; Secure',
  );
  expect(sessionCookie('abc', 3_600_000, false)).toBe(
    'janmat_staff=abc; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict',
  );
  expect(clearedSessionCookie(false)).toBe('janmat_staff=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
});
