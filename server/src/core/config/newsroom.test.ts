import { loadConfig } from './index';

describe('newsroom', () => {
  test('defaults: 2 h idle, 12 h at most, 10 sign-ins per 15 min, waits after 5 failures per e-mail and address or 20 per address, 15 min at most, no first admin', () => {
    expect(loadConfig({}).newsroom).toEqual({
      sessionIdleMs: 7_200_000,
      sessionMaxMs: 43_200_000,
      signinMax: 10,
      signinWindowMs: 900_000,
      lockAfter: 5,
      lockMs: 900_000,
      addressLockAfter: 20,
      firstAdmin: undefined,
    });
  });

  test('environment values; the admin e-mail is lower-cased', () => {
    const { newsroom } = loadConfig({
      NEWSROOM_SESSION_IDLE_MS: '60000',
      NEWSROOM_SESSION_MAX_MS: '3600000',
      NEWSROOM_SIGNIN_MAX: '3',
      NEWSROOM_LOCK_AFTER: '2',
      JANMAT_ADMIN_EMAIL: ' Pradhan@Janmat.IN ',
      JANMAT_ADMIN_PASSWORD: 'बारह-अक्षर-का-पासवर्ड',
    });
    expect(newsroom).toMatchObject({ sessionIdleMs: 60_000, sessionMaxMs: 3_600_000, signinMax: 3, lockAfter: 2 });
    expect(newsroom.firstAdmin).toEqual({ email: 'pradhan@janmat.in', password: 'बारह-अक्षर-का-पासवर्ड' });
  });

  test('a first admin half given, with a bad e-mail or a password under 12 characters stops the start', () => {
    expect(() => loadConfig({ JANMAT_ADMIN_EMAIL: 'a@janmat.in' })).toThrow('must be set together');
    expect(() => loadConfig({ JANMAT_ADMIN_PASSWORD: 'x'.repeat(12) })).toThrow('must be set together');
    expect(() => loadConfig({ JANMAT_ADMIN_EMAIL: 'admin', JANMAT_ADMIN_PASSWORD: 'x'.repeat(12) })).toThrow(
      'JANMAT_ADMIN_EMAIL is not an e-mail address',
    );
    // Eleven Devanagari characters are eleven, though they take 33 bytes.
    expect(() => loadConfig({ JANMAT_ADMIN_EMAIL: 'a@janmat.in', JANMAT_ADMIN_PASSWORD: 'क'.repeat(11) })).toThrow(
      'JANMAT_ADMIN_PASSWORD must be at least 12 characters long',
    );
    expect(
      loadConfig({ JANMAT_ADMIN_EMAIL: 'a@janmat.in', JANMAT_ADMIN_PASSWORD: 'क'.repeat(12) }).newsroom.firstAdmin,
    ).toBeDefined();
    expect(() => loadConfig({ NEWSROOM_SESSION_IDLE_MS: '0' })).toThrow('NEWSROOM_SESSION_IDLE_MS must be at least 1');
  });
});
