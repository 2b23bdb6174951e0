import type { FastifyError } from 'fastify';
import { SERVER_MESSAGES } from '../messages';
import { type ValidationItem, validationErrors } from './errors';

const item = (keyword: string, instancePath: string, params: Record<string, unknown>, message?: string) =>
  ({ keyword, instancePath, schemaPath: '', params, message }) as ValidationItem;

const failure = (items: ValidationItem[], context = 'body') =>
  Object.assign(new Error('invalid'), { validation: items, validationContext: context }) as FastifyError;

describe('validationErrors', () => {
  test('names each field by its path, the missing property or the one not allowed; the first text per field', () => {
    const error = failure([
      item('type', '/id', { type: 'integer' }, 'must be integer'),
      item('minimum', '/id', { limit: 1 }, 'must be >= 1'),
      item('required', '', { missingProperty: 'name' }, "must have required property 'name'"),
      item('additionalProperties', '', { additionalProperty: 'colour' }, 'must NOT have additional properties'),
      item('maxLength', '/options/1', { limit: 100 }, 'must NOT have more than 100 characters'),
    ]);
    expect(validationErrors(error)).toEqual({
      id: SERVER_MESSAGES.fieldInvalid,
      name: SERVER_MESSAGES.fieldInvalid,
      colour: SERVER_MESSAGES.fieldInvalid,
      'options.1': SERVER_MESSAGES.fieldInvalid,
    });
  });

  test('a check about the whole value is named by its context; a pattern is described in Hindi without the pattern', () => {
    expect(validationErrors(failure([item('type', '', { type: 'object' }, 'must be object')], 'querystring'))).toEqual({
      querystring: SERVER_MESSAGES.fieldInvalid,
    });
    expect(validationErrors(failure([item('pattern', '/q', { pattern: '^[^\\u0000]*$' }, 'must match')]))).toEqual({
      q: SERVER_MESSAGES.fieldCharacters,
    });
  });

  test('the texts come from the describer given', () => {
    const error = failure([item('minimum', '/id', { limit: 1 }, 'must be >= 1')], 'params');
    expect(validationErrors(error, ({ keyword }) => `नियम: ${keyword}`)).toEqual({ id: 'नियम: minimum' });
  });
});
