import { mq } from './mq';
import { FONT_STACK, theme, WEB_FONT_FAMILY } from './tokens';

/** WCAG 2 relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme tokens', () => {
  const { colors } = theme;

  it.each([
    ['text', colors.text, colors.background],
    ['text on surface', colors.text, colors.surface],
    ['muted text', colors.textMuted, colors.background],
    ['muted text on surface', colors.textMuted, colors.surface],
    ['links', colors.link, colors.background],
    ['errors', colors.error, colors.background],
    ['success', colors.success, colors.background],
    ['ticker text on brand red', colors.onBrand, colors.brand],
    ['brand red as text', colors.brand, colors.background],
  ])('%s meet AA contrast (4.5:1)', (_, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it("lists the system Devanagari faces, then the site's own face, then the Latin system faces", () => {
    const families = FONT_STACK.split(',').map((family) => family.trim().replace(/"/g, ''));
    expect(families.slice(0, 5)).toEqual([
      'Noto Sans Devanagari',
      'Nirmala UI',
      'Mangal',
      'Kohinoor Devanagari',
      WEB_FONT_FAMILY,
    ]);
    expect(families.at(-1)).toBe('sans-serif');
  });

  it('builds mobile-first media queries at 640 and 1024 px', () => {
    expect(mq.md).toBe('@media (min-width: 640px)');
    expect(mq.lg).toBe('@media (min-width: 1024px)');
  });
});
