/** Server-side texts that the spec does not fix (its own texts live in @janmat/shared/validation). */
export const SERVER_MESSAGES = {
  pollCreated: 'Your Poll has been Created Successfully...!!',
  pollIdsExhausted: 'No poll id is free right now, please try again later.',
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
} as const;
