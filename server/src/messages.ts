/** Server-side texts that the spec does not fix (its own texts live in @janmat/shared/validation). */
export const SERVER_MESSAGES = {
  pollCreated: 'Your Poll has been Created Successfully...!!',
  pollNotFound: 'Poll not found',
  optionNotFound: 'This poll has no such option',
  validationFailed: 'Validation failed',
  notFound: 'Not found',
  badRequest: 'Bad request',
  badUrl: 'The address is not valid',
  tooLarge: 'Request body is too large',
  unsupportedType: 'Unsupported content type',
  tooMany: 'Too many requests, please try again in a minute.',
  internal: 'Something went wrong, please try again.',
  notYourPolls: 'आप केवल अपने पते (IP) से बनाए गए पोल देख सकते हैं।',
} as const;

/** Over the per-address allowance of new polls (POLL_CREATE_MAX_PER_HOUR / _PER_DAY). */
export const POLL_LIMIT_MESSAGES = {
  hour: (max: number) => `एक घंटे में ${max} से ज़्यादा पोल नहीं बनाए जा सकते। कृपया कुछ देर बाद फिर कोशिश करें।`,
  day: (max: number) => `एक दिन में ${max} से ज़्यादा पोल नहीं बनाए जा सकते। कृपया कल फिर कोशिश करें।`,
} as const;
