import { ALIAS_FIELD_MESSAGES as A, ALIAS_EXPANSION_MAX, ALIAS_TERM_MAX, aliasSchema } from './aliasSchema';
import { NEWSROOM_FIELD_MESSAGES as F } from './newsroomMessages';
import { validateWith } from './validate';

const errorsOf = async (value: unknown) => {
  const result = await validateWith(aliasSchema, value);
  return result.ok ? {} : result.errors;
};

const term = A.termInvalid;
const expansion = A.expansionInvalid;

test('a word and its Devanagari phrase pass, trimmed', async () => {
  expect(await validateWith(aliasSchema, { term: '  VVPAT ', expansion: ' वीवीपैट  पर्ची ' })).toEqual({
    ok: true,
    value: { term: 'VVPAT', expansion: 'वीवीपैट  पर्ची' },
  });
  expect(await errorsOf({ term: 'बीजेपी', expansion: 'भारतीय जनता पार्टी' })).toEqual({});
});

test.each([
  [{ term: '   ', expansion: 'भाजपा' }, { term: F.fieldRequired }],
  [{ term: 'bjp', expansion: ' ' }, { expansion: F.fieldRequired }],
  [{}, { term: F.fieldRequired, expansion: F.fieldRequired }],
  [{ term: 'two words', expansion: 'भाजपा' }, { term }],
  [{ term: 'u.p.', expansion: 'उत्तर प्रदेश' }, { term }],
  [{ term: 'a'.repeat(ALIAS_TERM_MAX + 1), expansion: 'भाजपा' }, { term }],
  [{ term: 42, expansion: 'भाजपा' }, { term }],
  [{ term: 'bjp', expansion: 'Bharatiya Janata Party' }, { expansion }],
  [{ term: 'bjp', expansion: 'भाजपा।' }, { expansion }],
  [{ term: 'bjp', expansion: 'भ'.repeat(ALIAS_EXPANSION_MAX + 1) }, { expansion }],
  [{ term: 'भाजपा', expansion: 'भाजपा' }, { expansion: A.sameAsTerm }],
  [{ term: 'bjp', expansion: 'भाजपा', by: 'me' }, { by: F.unknownField }],
])('%j is refused: %j', async (value, errors) => {
  expect(await errorsOf(value)).toEqual(errors);
});
