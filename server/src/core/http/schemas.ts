/** JSON-schema building blocks for route params and bodies: wrong types and sizes are 400s, never 500s. */

/** No NUL characters: PostgreSQL text cannot hold them. */
const NO_NUL = '^[^\\u0000]*$';

const MAX_INT = 2_147_483_647;

export function text(maxLength: number) {
  return { type: 'string', maxLength, pattern: NO_NUL } as const;
}

/** Codes and slugs: letters (any script), digits, `-`, `_` and `.`. Anything else is a 400. */
const SLUG = '^[\\p{L}\\p{M}\\p{N}_.-]+$';

/** A path segment such as a code or slug. */
export function segment(maxLength = 300) {
  return { type: 'string', minLength: 1, maxLength, pattern: SLUG } as const;
}

/** An IPv4 or IPv6 address as written by /api/ip. */
export function ipAddress() {
  return { type: 'string', minLength: 2, maxLength: 64, pattern: '^[0-9A-Fa-f:.]+$' } as const;
}

export function wholeNumber(minimum = 0, maximum = MAX_INT) {
  return { type: 'integer', minimum, maximum } as const;
}

export function params<P extends Record<string, object>>(properties: P) {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  } as const;
}
