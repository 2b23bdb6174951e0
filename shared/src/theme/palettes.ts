import type { ColorName } from './tokens';

/*
 * The theme's two palettes and the CSS that sets them (`appearanceCss`): built into the page's head by
 * the shell's build (`pageAssetsPlugin.js`), so no page's script carries them and the first paint,
 * lite pages too, has its colours. In both palettes text and brand colours meet WCAG AA (4.5:1) on
 * the backgrounds they are used on; `tokens.test.ts` checks every pair.
 */

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

const declarations = (palette: Palette, scheme: string) =>
  `${Object.entries(palette)
    .map(([name, value]) => `--jm-${name}:${value};`)
    .join('')}color-scheme:${scheme}`;

/**
 * The theme and the text size, from `<html>`'s marks (`data-theme`, `data-text-size`: set before the
 * first paint by the head's appearance program from the reader's choice): the light palette, or the
 * dark one when chosen or, with no choice, when the device is dark (this needs no script: lite pages
 * follow the device). The text size scales the root font size, which every `rem` follows.
 */
export function appearanceCss(): string {
  const dark = declarations(DARK_PALETTE, 'dark');
  return [
    `:root{${declarations(LIGHT_PALETTE, 'light')}}`,
    `@media (prefers-color-scheme: dark){:root:not([data-theme="light"]){${dark}}}`,
    `:root[data-theme="dark"]{${dark}}`,
    ':root[data-text-size="small"]{font-size:93.75%}',
    ':root[data-text-size="large"]{font-size:112.5%}',
  ].join('\n');
}
