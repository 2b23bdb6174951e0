import {
  GLOSSARY_FIELD_MESSAGES as G,
  GLOSSARY_HINDI_MAX,
  GLOSSARY_TERM_MAX,
  glossaryFormsSchema,
  glossarySchema,
} from './glossarySchema';
import { NEWSROOM_FIELD_MESSAGES as F } from './newsroomMessages';
import { validateWith } from './validate';

const errorsOf = async (value: unknown) => {
  const result = await validateWith(glossarySchema, value);
  return result.ok ? {} : result.errors;
};

const term = G.termInvalid;
const hindi = G.hindiInvalid;

test('an English word or phrase of up to four words and its comma-separated Devanagari forms pass', async () => {
  expect(await errorsOf({ term: ' Chief Minister ', hindi: ' मुख्यमंत्री, सीएम ' })).toEqual({});
  expect(await errorsOf({ term: 'model code of conduct', hindi: 'आचार संहिता' })).toEqual({});
  expect(await errorsOf({ term: 'g20', hindi: 'जी20' })).toEqual({});
  expect(await validateWith(glossaryFormsSchema, { hindi: 'भाजपा,बीजेपी' })).toMatchObject({ ok: true });
});

test.each([
  [{ term: ' ', hindi: 'संसद' }, { term: F.fieldRequired }],
  [{ term: 'parliament', hindi: '' }, { hindi: F.fieldRequired }],
  [{ term: 'one two three four five', hindi: 'संसद' }, { term }],
  [{ term: 'संसद', hindi: 'संसद' }, { term }],
  [{ term: 'u.p.', hindi: 'उत्तर प्रदेश' }, { term }],
  [{ term: 'a'.repeat(GLOSSARY_TERM_MAX + 1), hindi: 'संसद' }, { term }],
  [{ term: 'parliament', hindi: 'Sansad' }, { hindi }],
  [{ term: 'parliament', hindi: 'संसद,, लोकसभा' }, { hindi }],
  [{ term: 'parliament', hindi: 'संसद।' }, { hindi }],
  [{ term: 'parliament', hindi: 'स'.repeat(GLOSSARY_HINDI_MAX + 1) }, { hindi }],
  [{ term: 'parliament', hindi: 'संसद', by: 'me' }, { by: F.unknownField }],
])('%j is refused: %j', async (value, errors) => {
  expect(await errorsOf(value)).toEqual(errors);
});
