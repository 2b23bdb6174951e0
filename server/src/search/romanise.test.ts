import { normaliseText } from './normalise';
import { deleteSchwas, foldLatin, romanise, romaniseText } from './romanise';

const key = (word: string) => romanise(normaliseText(word));

describe('romanise', () => {
  it('gives Devanagari the Latin spelling readers type', () => {
    expect(key('शीतकालीन')).toBe('shitkalin');
    expect(key('सत्र')).toBe('satra');
    expect(key('चुनाव')).toBe('chunav');
    expect(key('सरकार')).toBe('sarkar');
    expect(key('विधानसभा')).toBe('vidhansabha');
    expect(key('प्रदेश')).toBe('pradesh');
    expect(key('पंचायत')).toBe('panchayat');
    expect(key('राष्ट्रीय')).toBe('rashtriya');
  });

  it('meets Latin typing in the same key', () => {
    expect(romanise('sheetkalin')).toBe(key('शीतकालीन'));
    expect(romanise('chunaav')).toBe(key('चुनाव'));
    expect(romanise('aayog')).toBe(key('आयोग'));
    expect(romanise('Gandhi')).toBe(key('गाँधी'));
    expect(romanise('doosra')).toBe(key('दूसरा'));
    expect(romanise('zila')).toBe(key('ज़िला'));
    // ढ़ written rh, as in place names.
    expect(romanise('hanumangarh')).toBe(key('हनुमानगढ़'));
    expect(romanise('Aligarh')).toBe(key('अलीगढ़'));
  });

  it('folds long and short vowels together (मोदी, मोदि)', () => {
    expect(key('मोदि')).toBe(key('मोदी'));
    expect(key('नितिश')).toBe(key('नीतीश'));
  });

  it('keys a text word by word', () => {
    expect(romaniseText('उत्तर प्रदेश, 2027')).toBe('utar pradesh 2027');
  });
});

describe('deleteSchwas', () => {
  it('drops the unspoken inherent vowels only', () => {
    expect(deleteSchwas('सरकार')).toBe('सर्कार्');
    expect(deleteSchwas('सत्र')).toBe('सत्र');
    expect(deleteSchwas('किस्त')).toBe('किस्त्');
    expect(deleteSchwas('कमला')).toBe('कम्ला');
  });
});

describe('foldLatin', () => {
  it('lower-cases and folds the usual spelling variants', () => {
    expect(foldLatin('CHHATH')).toBe('chath');
    expect(foldLatin('fasal')).toBe('phasal');
    expect(foldLatin('sawaal')).toBe('saval');
    expect(foldLatin("it's")).toBe('its');
    expect(foldLatin('garrh')).toBe('gadh');
  });
});
