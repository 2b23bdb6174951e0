/**
 * Author ids travel in links in an obfuscated form (spec §2): the letters x p q r l m n a b stand for
 * the digits 0 to 8, and any other character stands for 9. We write 9 as `z` when encoding, so
 * `decodeAuthorId(encodeAuthorId(n)) === n` for every non-negative integer.
 */
const DIGIT_LETTERS = 'xpqrlmnab';
export const NINE_LETTER = 'z';

export function encodeAuthorId(id: number): string {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`Invalid author id: ${id}`);
  return [...String(id)].map((d) => (d === '9' ? NINE_LETTER : DIGIT_LETTERS[Number(d)])).join('');
}

/** Decodes an obfuscated id; undefined when it is empty, too long or not a safe integer. */
export function decodeAuthorId(encoded: string): number | undefined {
  if (encoded.length === 0 || encoded.length > 15) return undefined;
  const digits = [...encoded]
    .map((ch) => {
      const i = DIGIT_LETTERS.indexOf(ch);
      return i === -1 ? '9' : String(i);
    })
    .join('');
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : undefined;
}
