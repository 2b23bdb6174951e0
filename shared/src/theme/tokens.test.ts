import { mq } from './mq';
import { DARK_PALETTE, LIGHT_PALETTE, type Palette } from './palettes';
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

/** Every pair of colours a page puts text on, as each palette has them. */
const pairs = (colors: Palette): [string, string, string][] => [
  ['text', colors.text, colors.background],
  ['text on surface', colors.text, colors.surface],
  ['muted text', colors.textMuted, colors.background],
  ['muted text on surface', colors.textMuted, colors.surface],
  ['links', colors.link, colors.background],
  ['links on surface', colors.link, colors.surface],
  ['errors', colors.error, colors.background],
  ['success', colors.success, colors.background],
  ['text on success', colors.background, colors.success],
  ['ticker and buttons: white on brand red', colors.onBrand, colors.brand],
  ['white on the darker brand red (hover)', colors.onBrand, colors.brandDark],
  ['brand red as text', colors.brandText, colors.background],
  ['brand red as text on surface', colors.brandText, colors.surface],
  ['brand red as text on its tint', colors.brandText, colors.brandTint],
  ['text on a chosen answer', colors.text, colors.brandTint],
  ['navigation and footer text', colors.onChrome, colors.chrome],
  ['inverted bars (text on page colour)', colors.background, colors.text],
  ['marked search words', colors.text, colors.highlight],
];

describe.each([
  ['light', LIGHT_PALETTE],
  ['dark', DARK_PALETTE],
])('the %s palette', (_, palette) => {
  it.each(pairs(palette))('%s meets AA contrast (4.5:1)', (_pair, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('is a focus ring at least 3:1 against the page', () => {
    expect(contrast(palette.focus, palette.background)).toBeGreaterThanOrEqual(3);
  });
});

describe('theme tokens', () => {
  it('gives every colour to styles as its custom property, which both palettes set', () => {
    for (const [name, value] of Object.entries(theme.colors)) expect(value).toBe(`var(--jm-${name})`);
    expect(Object.keys(LIGHT_PALETTE)).toEqual(Object.keys(theme.colors));
    expect(Object.keys(DARK_PALETTE)).toEqual(Object.keys(theme.colors));
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
