import { cleanInput, normaliseText, words } from './normalise';

describe('normaliseText', () => {
  it('folds chandrabindu into anusvara', () => {
    expect(normaliseText('गाँधी')).toBe(normaliseText('गांधी'));
  });

  it('folds nukta letters, precomposed or combining, into their base letters', () => {
    expect(normaliseText('ज़िला')).toBe('जिला');
    expect(normaliseText('\u095B\u093F\u0932\u093E')).toBe('जिला');
    expect(normaliseText('फ़ैसला')).toBe('फैसला');
    expect(normaliseText('पढ़ाई')).toBe('पढाई');
  });

  it('writes a nasal consonant before another consonant as the anusvara', () => {
    expect(normaliseText('हिन्दी')).toBe(normaliseText('हिंदी'));
    expect(normaliseText('सम्बन्ध')).toBe(normaliseText('संबंध'));
  });

  it('folds the candra vowel signs', () => {
    expect(normaliseText('कॉलेज')).toBe('कोलेज');
    expect(normaliseText('ऑफ़िस')).toBe('ओफिस');
  });

  it('removes zero-width joiners, bidi controls and lone surrogates, and applies NFC', () => {
    expect(normaliseText('क्\u200Dष')).toBe('क्ष');
    expect(normaliseText('\u202Eसत्र\u200B')).toBe('सत्र');
    expect(cleanInput('a\uD800b')).toBe('ab');
    expect(normaliseText('e\u0301')).toBe('é');
  });

  it('lower-cases Latin letters', () => {
    expect(normaliseText('BJP')).toBe('bjp');
  });
});

describe('words', () => {
  it('splits on punctuation, symbols and query syntax', () => {
    expect(words('चुनाव & \'आयोग\' | !सत्र:* "x"')).toEqual(['चुनाव', 'आयोग', 'सत्र', 'x']);
    expect(words('!!! ... ;')).toEqual([]);
  });

  it('keeps the danda out of words', () => {
    expect(words('बैठक हुई। फिर')).toEqual(['बैठक', 'हुई', 'फिर']);
  });
});
