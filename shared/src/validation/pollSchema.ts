import { number, object, string } from 'yup';
import { LIMITS } from './limits';
import { POLL_MESSAGES as M } from './messages';
import { toVisible, visiblyAtLeast } from './visibleText';

/** Text as it shows (visibleText.ts: zero-width, bidi controls and fillers removed), trimmed. */
const shown = () => string().transform(toVisible).trim();

const optional = shown().max(LIMITS.pollOptionMax, M.optionLong).default('');

/**
 * The create-poll form (spec §5): title and options 1 and 2 required, 3 and 4 free. Lengths count
 * what a reader sees: nine zero-width spaces and a letter are one character.
 */
export const pollFormSchema = object({
  name: shown()
    .required(M.titleRequired)
    .test('min', M.titleShort, visiblyAtLeast(LIMITS.pollTitleMin))
    .max(LIMITS.pollTitleMax, M.titleLong),
  op1: shown().required(M.op1Required).max(LIMITS.pollOptionMax, M.optionLong),
  op2: shown().required(M.op2Required).max(LIMITS.pollOptionMax, M.optionLong),
  op3: optional,
  op4: optional,
});

/** What POST /api/createmypoll accepts: the form plus the client-proposed poll id. */
export const pollRequestSchema = pollFormSchema.shape({
  poll_id: number()
    .typeError(M.pollIdRange)
    .required(M.pollIdRange)
    .integer(M.pollIdRange)
    .min(LIMITS.pollIdMin, M.pollIdRange)
    .max(LIMITS.pollIdMax, M.pollIdRange),
});

export type PollFormValues = { name: string; op1: string; op2: string; op3: string; op4: string };
