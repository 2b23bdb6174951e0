import { decodeAuthorId, encodeAuthorId } from './authorId';

describe('author id codec', () => {
  it.each([
    [0, 'x'],
    [1, 'p'],
    [2, 'q'],
    [3, 'r'],
    [4, 'l'],
    [5, 'm'],
    [6, 'n'],
    [7, 'a'],
    [8, 'b'],
    [9, 'z'],
  ])('encodes digit %i as %s and back', (digit, letter) => {
    expect(encodeAuthorId(digit)).toBe(letter);
    expect(decodeAuthorId(letter)).toBe(digit);
  });

  it('round-trips multi-digit ids', () => {
    for (const id of [10, 42, 109, 9876543210, 1234567]) {
      expect(decodeAuthorId(encodeAuthorId(id))).toBe(id);
    }
    expect(encodeAuthorId(190)).toBe('pzx');
  });

  it('reads any other character as 9', () => {
    expect(decodeAuthorId('p9')).toBe(19);
    expect(decodeAuthorId('pk')).toBe(19);
  });

  it('rejects empty and over-long ids', () => {
    expect(decodeAuthorId('')).toBeUndefined();
    expect(decodeAuthorId('z'.repeat(16))).toBeUndefined();
    expect(() => encodeAuthorId(-1)).toThrow(RangeError);
  });
});
