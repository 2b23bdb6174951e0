import { breakingChangeSchema, breakingSchema, NEWSROOM_FIELD_MESSAGES as F } from '@janmat/shared/validation';
import { schemaErrors } from './schemaErrors';

test('a form is checked with the server’s schema, in its Hindi', async () => {
  expect(await schemaErrors(breakingSchema, { name: 'क', url: '' })).toEqual({
    name: F.lengthBetween(2, 200),
    url: F.fieldRequired,
  });
  expect(await schemaErrors(breakingSchema, { name: 'ठीक शीर्षक', url: 'metro' })).toEqual({});
});

test('an unchanged form is no error: it sends nothing', async () => {
  expect(await schemaErrors(breakingChangeSchema, {})).toEqual({});
});
