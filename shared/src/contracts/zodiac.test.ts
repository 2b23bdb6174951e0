import { isZodiacCode, ZODIAC_SIGNS, zodiacSignByCode } from './zodiac';

describe('zodiac table', () => {
  it('pairs the signs with the shifted codes of the spec', () => {
    expect(ZODIAC_SIGNS.map((s) => s.code)).toEqual([
      'leo',
      'cancer',
      'aquarius',
      'aries',
      'capricorn',
      'taurus',
      'gemini',
      'libra',
      'pisces',
      'sagittarius',
      'scorpio',
      'virgo',
    ]);
    expect(ZODIAC_SIGNS[0]?.name).toBe('मेष');
    expect(new Set(ZODIAC_SIGNS.map((s) => s.name)).size).toBe(12);
  });

  it('looks signs up by code', () => {
    expect(zodiacSignByCode('leo')?.name).toBe('मेष');
    expect(isZodiacCode('virgo')).toBe(true);
    expect(isZodiacCode('ophiuchus')).toBe(false);
  });
});
