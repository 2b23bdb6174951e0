import { object, string } from 'yup';
import { LIMITS } from './limits';
import { CONTACT_MESSAGES as M } from './messages';
import { toVisible, visiblyAtLeast } from './visibleText';

/** A basic e-mail pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_PATTERN = /^\d{10}$/;
export const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Text as it shows (visibleText.ts: zero-width, bidi controls and fillers removed), trimmed. */
const shown = () => string().transform(toVisible).trim();

/** The contact form (spec §5); the name's minimum counts what a reader sees. */
export const contactFormSchema = object({
  name: shown()
    .required(M.nameRequired)
    .test('min', M.nameInvalid, visiblyAtLeast(LIMITS.contactNameMin))
    .max(LIMITS.contactNameMax, M.tooLong),
  email: shown()
    .required(M.emailRequired)
    .matches(EMAIL_PATTERN, M.emailInvalid)
    .max(LIMITS.contactEmailMax, M.emailInvalid),
  phone: shown().required(M.phoneRequired).matches(PHONE_PATTERN, M.phoneInvalid),
  sub: shown().max(LIMITS.contactSubjectMax, M.tooLong).default(''),
  des: shown().required(M.desRequired).max(LIMITS.contactMessageMax, M.tooLong),
});

/** Whether `YYYY-MM-DD HH:mm:ss` names a moment that exists (no 13th month, 30 February or 24:00:00). */
export function isRealTimestamp(value: string): boolean {
  if (!TIMESTAMP_PATTERN.test(value)) return false;
  const [year, month, day, hour, minute, second] = value.split(/[- :]/).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** How far ahead of the server's clock a sender's timestamp may be: a day covers every time zone. */
export const CREATED_AT_AHEAD_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a real `YYYY-MM-DD HH:mm:ss` is no later than a day after `now`. The form writes the
 * sender's own wall-clock time with no zone, so it is read as UTC and given a whole day's margin.
 */
export function isNotFarAhead(value: string, now: number = Date.now()): boolean {
  const [date = '', time = ''] = value.split(' ');
  return Date.parse(`${date}T${time}Z`) <= now + CREATED_AT_AHEAD_MS;
}

/** What POST /api/insert accepts: the form plus the client's timestamp, a real date and time not far ahead. */
export const contactRequestSchema = contactFormSchema.shape({
  created_at: string()
    .required(M.createdAtInvalid)
    .test('timestamp', M.createdAtInvalid, (value) => value == null || isRealTimestamp(value))
    .test('ahead', M.createdAtAhead, (value) => value == null || !isRealTimestamp(value) || isNotFarAhead(value)),
});

export type ContactFormValues = { name: string; email: string; phone: string; sub: string; des: string };
