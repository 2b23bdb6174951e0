/**
 * Design tokens of the portal. Colours reach styles as CSS custom properties (`theme.colors.text` is
 * `var(--jm-text)`), whose values the page's head sets from the light or the dark palette
 * (`palettes.ts`).
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

/** `theme.colors`: each colour as its custom property (`palettes.ts` sets them), so every style follows the page's theme. */
const colorVars: Record<ColorName, string> = {
  brand: 'var(--jm-brand)',
  brandDark: 'var(--jm-brandDark)',
  onBrand: 'var(--jm-onBrand)',
  brandText: 'var(--jm-brandText)',
  brandTint: 'var(--jm-brandTint)',
  text: 'var(--jm-text)',
  textMuted: 'var(--jm-textMuted)',
  link: 'var(--jm-link)',
  background: 'var(--jm-background)',
  surface: 'var(--jm-surface)',
  border: 'var(--jm-border)',
  skeleton: 'var(--jm-skeleton)',
  focus: 'var(--jm-focus)',
  error: 'var(--jm-error)',
  success: 'var(--jm-success)',
  chrome: 'var(--jm-chrome)',
  onChrome: 'var(--jm-onChrome)',
  highlight: 'var(--jm-highlight)',
};

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
