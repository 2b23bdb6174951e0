/**
 * Design tokens of the portal. Colours come in two palettes (light and dark) and reach styles as CSS
 * custom properties (`theme.colors.text` is `var(--jm-text)`), set by `GlobalStyles` for the page's
 * theme. In both palettes text and brand colours meet WCAG AA (4.5:1) on the backgrounds they are used
 * on; `tokens.test.ts` checks every pair.
 */

/**
 * The site's own Devanagari face (`shared/fonts`: a subset of Noto Sans Devanagari declared in the
 * HTML's head). Only a device with none of the system Devanagari faces before it in `FONT_STACK`
 * reaches it, and even then it tries the installed Noto files (`local()`) before downloading.
 */
export const WEB_FONT_FAMILY = 'Janmat Devanagari';

/**
 * The systems' own Devanagari faces first (Linux and Android, Windows, Apple), so most readers
 * download no font; then the site's face for those who have none; Latin text keeps the system UI face.
 */
export const FONT_STACK = `"Noto Sans Devanagari", "Nirmala UI", "Mangal", "Kohinoor Devanagari", "${WEB_FONT_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;

/** Minimum viewport widths, in CSS pixels. */
export const BREAKPOINTS = { md: 640, lg: 1024 } as const;

/** The colours' names: each is a CSS custom property `--jm-<name>` whose value the theme sets. */
export type ColorName =
  | 'brand'
  | 'brandDark'
  | 'onBrand'
  | 'brandText'
  | 'brandTint'
  | 'text'
  | 'textMuted'
  | 'link'
  | 'background'
  | 'surface'
  | 'border'
  | 'skeleton'
  | 'focus'
  | 'error'
  | 'success'
  | 'chrome'
  | 'onChrome'
  | 'highlight';

export type Palette = Record<ColorName, string>;

/** The light theme: today's colours. */
export const LIGHT_PALETTE: Palette = {
  /** Brand red as a fill: the breaking-news ticker, buttons, badges (with `onBrand` text). */
  brand: '#b71c1c',
  brandDark: '#8e1414',
  /** Text on the brand red. */
  onBrand: '#ffffff',
  /** Brand red as text or a mark on the page (the logo, accents, chips). */
  brandText: '#b71c1c',
  /** A chosen answer's faint red background. */
  brandTint: '#fff5f5',
  text: '#1a1a1a',
  textMuted: '#4d4d4d',
  link: '#0b4f9c',
  background: '#ffffff',
  surface: '#f5f5f5',
  border: '#d4d4d4',
  skeleton: '#e4e4e4',
  focus: '#1a5fb4',
  error: '#b00020',
  success: '#1b5e20',
  /** The dark bars of the page (navigation, footer) and their text. */
  chrome: '#1a1a1a',
  onChrome: '#ffffff',
  /** A search's words marked in a result. */
  highlight: '#fff3b0',
};

/**
 * The dark theme: dark surfaces, light text; the strong red stays as the ticker's and the buttons'
 * fill (white text on it), a lighter red where red is text on the dark page.
 */
export const DARK_PALETTE: Palette = {
  brand: '#c62828',
  brandDark: '#9a1b1b',
  onBrand: '#ffffff',
  brandText: '#ff8a80',
  brandTint: '#3a1c1c',
  text: '#ececec',
  textMuted: '#b0b0b0',
  link: '#8ab4f8',
  background: '#121212',
  surface: '#1e1e1e',
  border: '#3d3d3d',
  skeleton: '#2a2a2a',
  focus: '#8ab4f8',
  error: '#ffb4ab',
  success: '#81c784',
  chrome: '#262626',
  onChrome: '#ffffff',
  highlight: '#5c4a00',
};

const COLOR_NAMES = Object.keys(LIGHT_PALETTE) as ColorName[];

/** `theme.colors`: each colour as its custom property, so every style follows the page's theme. */
const colorVars = Object.fromEntries(COLOR_NAMES.map((name) => [name, `var(--jm-${name})`])) as Palette;

/** A palette as the custom properties' declarations (`--jm-brand: #b71c1c; …`). */
export function paletteProperties(palette: Palette): Record<`--jm-${ColorName}`, string> {
  return Object.fromEntries(COLOR_NAMES.map((name) => [`--jm-${name}`, palette[name]])) as Record<
    `--jm-${ColorName}`,
    string
  >;
}

export const theme = {
  colors: colorVars,
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  /** The body's: room above and below for the matras of Devanagari. */
  lineHeight: 1.6,
  /** Headings' (never less for Devanagari). */
  headingLineHeight: 1.35,
  font: FONT_STACK,
  breakpoints: BREAKPOINTS,
  maxWidth: '1200px',
} as const;

export type JanmatTheme = typeof theme;

declare module '@emotion/react' {
  // Lets `css={(t) => ...}` and `useTheme()` see the tokens when the shell provides `theme`.
  export interface Theme extends JanmatTheme {}
}
