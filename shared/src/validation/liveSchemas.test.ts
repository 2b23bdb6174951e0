import {
  LIVE_FIELD_MESSAGES as L,
  liveStateSchema,
  liveUpdateChangeSchema,
  liveUpdateSchema,
  MAX_LIVE_UPDATE_LENGTH,
} from './liveSchemas';
import { NEWSROOM_FIELD_MESSAGES as F } from './newsroomMessages';
import { validateWith } from './validate';

const check = (schema: Parameters<typeof validateWith>[0], value: unknown) => validateWith(schema, value);

describe('a live update', () => {
  test('needs text; photo, pinned and key event are optional (no, no)', async () => {
    expect(await check(liveUpdateSchema, { body: '<p>मतगणना शुरू</p>' })).toEqual({
      ok: true,
      value: { body: '<p>मतगणना शुरू</p>', pinned: false, keyEvent: false },
    });
  });

  test.each([
    ['no text', {}, { body: L.bodyRequired }],
    ['markup without text', { body: '<p>&nbsp; </p><br>' }, { body: L.bodyRequired }],
    ['a number for text', { body: 7 }, { body: L.bodyInvalid(MAX_LIVE_UPDATE_LENGTH) }],
    ['too long', { body: 'क'.repeat(MAX_LIVE_UPDATE_LENGTH * 4 + 1) }, { body: L.bodyInvalid(MAX_LIVE_UPDATE_LENGTH) }],
    ['a key event that is no yes/no', { body: '<p>ठीक</p>', keyEvent: 'yes' }, { keyEvent: F.booleanInvalid }],
    ['a photo over http', { body: '<p>ठीक</p>', photo: 'http://example.in/a.jpg' }, { photo: F.photoInvalid }],
    ['an unknown field', { body: '<p>ठीक</p>', author: 'कोई' }, { author: F.unknownField }],
  ])('%s is refused with the field’s Hindi text', async (_name, value, errors) => {
    expect(await check(liveUpdateSchema, value)).toEqual({ ok: false, errors });
  });

  test('a correction sends at least one field, each checked like a new update’s', async () => {
    expect(await check(liveUpdateChangeSchema, {})).toEqual({ ok: false, errors: { _: F.nothingToChange } });
    expect(await check(liveUpdateChangeSchema, { pinned: true })).toEqual({ ok: true, value: { pinned: true } });
    expect(await check(liveUpdateChangeSchema, { body: '<p></p>' })).toEqual({
      ok: false,
      errors: { body: L.bodyRequired },
    });
  });

  test('a live page is started or ended with yes or no', async () => {
    expect(await check(liveStateSchema, { live: true })).toEqual({ ok: true, value: { live: true } });
    expect(await check(liveStateSchema, { live: 'हाँ' })).toEqual({ ok: false, errors: { live: F.booleanInvalid } });
    expect(await check(liveStateSchema, {})).toEqual({ ok: false, errors: { live: F.booleanInvalid } });
  });
});
