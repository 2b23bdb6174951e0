import { object, string } from 'yup';
import { LIMITS } from './limits';
import { CONTACT_MESSAGES as M } from './messages';

/** A basic e-mail pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_PATTERN = /^\d{10}$/;
export const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The contact form (spec §5). */
export const contactFormSchema = object({
  name: string()
    .trim()
    .required(M.nameRequired)
    .min(LIMITS.contactNameMin, M.nameInvalid)
    .max(LIMITS.contactNameMax, M.tooLong),
  email: string()
    .trim()
    .required(M.emailRequired)
    .matches(EMAIL_PATTERN, M.emailInvalid)
    .max(LIMITS.contactEmailMax, M.emailInvalid),
  phone: string().trim().required(M.phoneRequired).matches(PHONE_PATTERN, M.phoneInvalid),
  sub: string().trim().max(LIMITS.contactSubjectMax, M.tooLong).default(''),
  des: string().trim().required(M.desRequired).max(LIMITS.contactMessageMax, M.tooLong),
});

/** What POST /api/insert accepts: the form plus the client's timestamp. */
export const contactRequestSchema = contactFormSchema.shape({
  created_at: string().required(M.createdAtInvalid).matches(TIMESTAMP_PATTERN, M.createdAtInvalid),
});

export type ContactFormValues = { name: string; email: string; phone: string; sub: string; des: string };
