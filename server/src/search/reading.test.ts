import { parseQuery } from './query';
import { readingOf } from './reading';

describe('readingOf', () => {
  test('a Latin word read as a Devanagari word answers it', () => {
    expect(readingOf(parseQuery('school'), ['स्कूल'])).toBe('स्कूल');
  });

  test('the words of one glossary phrase read once; other words as typed', () => {
    expect(readingOf(parseQuery('election commission EVM'), ['चुनाव आयोग', 'चुनाव आयोग', 'ईवीएम'])).toBe(
      'चुनाव आयोग ईवीएम',
    );
    expect(readingOf(parseQuery('police xyzq'), ['पुलिस', ''])).toBe('पुलिस xyzq');
    expect(readingOf(parseQuery('बिहार police'), ['बिहार', 'पुलिस'])).toBe('बिहार पुलिस');
  });

  test('no reading when no Latin word was read as Hindi', () => {
    expect(readingOf(parseQuery('पुलिस'), ['पुलिस'])).toBeUndefined();
    expect(readingOf(parseQuery('xyzq'), [''])).toBeUndefined();
    expect(readingOf(parseQuery('metro'), ['metro'])).toBeUndefined();
  });
});
