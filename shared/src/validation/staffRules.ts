/** What a staff account's e-mail and password must be; shared by the API and the start-up settings. */

export const MIN_PASSWORD_LENGTH = 12;
/** argon2 takes any length, but a megabyte "password" is only a way to make the server work. */
export const MAX_PASSWORD_LENGTH = 200;
const MAX_EMAIL_LENGTH = 254;

/** One spelling per address: the unique key and the sign-in lookup both see it lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isStaffEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u.test(email);
}

/** Counted in characters, not bytes or UTF-16 units: a Hindi password is as long as it looks. */
export function passwordLength(password: string): number {
  return [...password].length;
}
