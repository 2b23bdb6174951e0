/** The formats the newsroom accepts, named as sharp names them. */
export type PhotoType = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: ArrayLike<number>, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const JPEG = [0xff, 0xd8, 0xff] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
/** `RIFF`, four bytes of length, then `WEBP`. */
const RIFF = [0x52, 0x49, 0x46, 0x46] as const;
const WEBP = [0x57, 0x45, 0x42, 0x50] as const;

/**
 * The photo's real format from its first bytes (its magic number), or null for anything else. The
 * file's name and the request's Content-Type are the sender's claims; the bytes are what the
 * decoder will read, so they alone decide.
 */
export function photoTypeOf(bytes: ArrayLike<number>): PhotoType | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}
