/**
 * The zodiac grid (spec §2): 12 signs in the order they are shown, each with its Hindi name and the
 * code its link uses. The pairing is shifted on purpose, exactly as the spec gives it: the first sign
 * shown (मेष) links to `leo`, the next to `cancer`, and so on. Home and astrology both read this table.
 */
export interface ZodiacSign {
  /** Hindi name shown under the icon. */
  name: string;
  /** Code used in `/astrology/{code}` and `/api/rashifaldetails/{code}`. */
  code: string;
  /** Symbol drawn as the icon. */
  symbol: string;
}

export const ZODIAC_CODES = [
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
] as const;

export type ZodiacCode = (typeof ZODIAC_CODES)[number];

const SIGN_NAMES = [
  ['मेष', '♈'],
  ['वृषभ', '♉'],
  ['मिथुन', '♊'],
  ['कर्क', '♋'],
  ['सिंह', '♌'],
  ['कन्या', '♍'],
  ['तुला', '♎'],
  ['वृश्चिक', '♏'],
  ['धनु', '♐'],
  ['मकर', '♑'],
  ['कुंभ', '♒'],
  ['मीन', '♓'],
] as const;

export const ZODIAC_SIGNS: readonly ZodiacSign[] = SIGN_NAMES.map(([name, symbol], i) => ({
  name,
  symbol,
  code: ZODIAC_CODES[i] as ZodiacCode,
}));

export function isZodiacCode(code: string): code is ZodiacCode {
  return (ZODIAC_CODES as readonly string[]).includes(code);
}

export function zodiacSignByCode(code: string): ZodiacSign | undefined {
  return ZODIAC_SIGNS.find((s) => s.code === code);
}
