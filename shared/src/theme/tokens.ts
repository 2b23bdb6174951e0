/**
 * Design tokens of the portal. Text and brand colours meet WCAG AA (4.5:1) on the backgrounds they
 * are used on; `tokens.test.ts` checks every pair.
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

export const theme = {
  colors: {
    /** Brand red: the breaking-news ticker, active links, accents. */
    brand: '#b71c1c',
    brandDark: '#8e1414',
    /** Text on the brand red. */
    onBrand: '#ffffff',
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
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  lineHeight: 1.5,
  font: FONT_STACK,
  breakpoints: BREAKPOINTS,
  maxWidth: '1200px',
} as const;

export type JanmatTheme = typeof theme;

declare module '@emotion/react' {
  // Lets `css={(t) => ...}` and `useTheme()` see the tokens when the shell provides `theme`.
  export interface Theme extends JanmatTheme {}
}
