import type { InferType } from 'yup';
import { STAFF_ROLES, type StaffRole } from '../contracts/newsroom';
import { anyValue, changeOf, strictObject, text, yesNo } from './newsroomFields';
import { NEWSROOM_FIELD_MESSAGES as M } from './newsroomMessages';
import { isStaffEmail, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, normalizeEmail, passwordLength } from './staffRules';

/** What a sign-in may carry at most: a wrong e-mail or password is the ordinary 401, not a 400. */
const SIGNIN_MAX = 1000;

/**
 * Text given and not empty, else `message` (a value that is not text counts as none); the other
 * checks of the field see only such text. Absent is allowed in a change (`changeOf`).
 */
const filled = (message: string, clean: (text: string) => string = (text) => text) =>
  anyValue<string>()
    .transform((value) => (typeof value === 'string' ? clean(value) : ''))
    .required(message)
    .test({ name: 'filled', message, skipAbsent: true, test: (value) => value !== '' });

const check = (name: string, message: string, test: (text: string) => boolean) => ({
  name,
  message,
  skipAbsent: true,
  test: (value: string | undefined) => value === '' || value === undefined || test(value),
});

/** An e-mail as stored (trimmed, lower-case). */
const email = (valid: (email: string) => boolean) =>
  filled(M.emailRequired, normalizeEmail).test(check('email', M.emailInvalid, valid));

/** A password as typed (spaces are characters too), of `min`–`max` characters. */
const password = (min: number, max: number) =>
  filled(M.passwordRequired)
    .test(check('short', M.passwordShort(min), (value) => passwordLength(value) >= min))
    .test(check('long', M.passwordLong(MAX_PASSWORD_LENGTH), (value) => passwordLength(value) <= max));

const name = () => text(2, 100, { required: M.nameRequired, length: M.nameInvalid, invalid: M.nameInvalid });
const role = () =>
  anyValue<StaffRole>()
    .required(M.roleInvalid)
    .test({ name: 'role', message: M.roleInvalid, skipAbsent: true, test: (value) => STAFF_ROLES.includes(value) });

/** Sign-in: only presence and size are checked. */
export const signinSchema = strictObject({
  email: email((value) => value.length <= SIGNIN_MAX),
  password: password(1, SIGNIN_MAX),
});

/** A new staff account (admins). */
export const newStaffSchema = strictObject({
  email: email(isStaffEmail),
  name: name(),
  role: role(),
  password: password(MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH),
});

/** A change of an account: name, role, switched off, or a new password set by an admin (a reset). */
export const staffChangeSchema = changeOf({
  name: name(),
  role: role(),
  disabled: yesNo(),
  password: password(MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH),
});

/** A checked change of an account (what the server applies and the audit log records). */
export type StaffChange = InferType<typeof staffChangeSchema>;
