import { photoTypeOf } from './photoType';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('photoTypeOf', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(photoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(photoTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(photoTypeOf(text('RIFF\u0024\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
  });

  it.each([
    ['text', text('hello, this is not a photo')],
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a GIF', text('GIF89a')],
    ['a WAV (RIFF but not WebP)', text('RIFF\u0024\u0000\u0000\u0000WAVEfmt ')],
    ['a cut-off JPEG signature', bytes(0xff, 0xd8)],
    ['nothing', bytes()],
  ])('refuses %s', (_name, input) => {
    expect(photoTypeOf(input)).toBeNull();
  });
});
