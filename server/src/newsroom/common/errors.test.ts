import { NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import type { ValidationItem } from '../../core/http/errors';
import { hindiSchemaMessage } from './errors';

const check = (keyword: string, params: Record<string, unknown> = {}) =>
  hindiSchemaMessage({ keyword, instancePath: '/x', schemaPath: '', params } as ValidationItem);

test.each([
  ['required', {}, F.fieldRequired],
  ['additionalProperties', { additionalProperty: 'x' }, F.unknownField],
  ['type', { type: 'integer' }, F.wholeNumber],
  ['type', { type: 'string' }, F.textInvalid],
  ['type', { type: 'boolean' }, F.booleanInvalid],
  ['type', { type: 'object' }, F.objectInvalid],
  ['type', { type: 'array' }, F.listInvalid],
  ['minimum', { limit: 1 }, F.atLeast(1)],
  ['maximum', { limit: 2_147_483_647 }, F.atMost(2_147_483_647)],
  ['minLength', { limit: 2 }, F.longerThan(2)],
  ['maxLength', { limit: 300 }, F.shorterThan(300)],
  ['pattern', { pattern: '^x$' }, F.notAllowedCharacters],
  ['const', {}, F.valueInvalid],
])('a failed %s check %j reads in Hindi', (keyword, params, text) => {
  expect(check(keyword, params)).toBe(text);
});
