import { parseIstMinute } from '@janmat/shared/validation';
import { istStamp } from '../common/ist';
import { devanagariToLatin } from './devanagari';
import { slugOfTitle } from './slug';

test.each([
  ['बिहार में गठबंधन फिर से बनेगा?', 'bihar men gathbandhan phir se banega?'],
  ['प्रधानमंत्री मोदी ने किया उद्घाटन', 'pradhanmantri modi ne kiya udghatan'],
  ['राहुल गांधी की भारत जोड़ो यात्रा', 'rahul gandhi ki bharat jodo yatra'],
  ['कमला समाचार सरकार मतदान विधानसभा', 'kamla samachar sarkar matdan vidhansabha'],
  ['राज्य ज्ञान संपादक ज़्यादा क़ानून फ़ैसला', 'rajya gyan sampadak zyada qanun faisla'],
  ['संग्रह ९ प्रतिशत बढ़ा', 'sangrah 9 pratishat badha'],
  ['न व', 'na va'],
])('%s → %s', (hindi, latin) => {
  expect(devanagariToLatin(hindi)).toBe(latin);
});

test('a slug is lower-case Latin words joined by hyphens, cut at a word near 80 characters', () => {
  expect(slugOfTitle('चुनाव 2026: कांग्रेस की हार — ‘BJP’ आगे')).toBe('chunav-2026-kangres-ki-har-bjp-age');
  expect(slugOfTitle('!!!')).toBe('lekh');
  const long = slugOfTitle('विधानसभा '.repeat(20));
  expect(long.length).toBeLessThanOrEqual(80);
  expect(long).toMatch(/^(vidhansabha-)+vidhansabha$/);
});

test('newsroom times are Asia/Kolkata minutes; impossible dates are refused', () => {
  expect(parseIstMinute('2026-11-24T10:30')?.toISOString()).toBe('2026-11-24T05:00:00.000Z');
  expect(parseIstMinute('2026-11-24T00:15')?.toISOString()).toBe('2026-11-23T18:45:00.000Z');
  for (const bad of ['2026-02-30T10:00', '2026-11-24T24:00', '2026-11-24 10:30', '24-11-2026T10:30']) {
    expect(parseIstMinute(bad)).toBeUndefined();
  }
  expect(istStamp(new Date('2026-11-23T18:45:00Z'))).toBe('2026-11-24 00:15:00');
});
