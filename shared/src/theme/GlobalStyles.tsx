import { css, Global, keyframes } from '@emotion/react';
import { PENDING_MARK } from '../ui/pendingMark';
import { DARK_PALETTE, LIGHT_PALETTE, paletteProperties, theme } from './tokens';

const pulse = keyframes({ from: { opacity: 1 }, to: { opacity: 0.55 } });

const dark = { ...paletteProperties(DARK_PALETTE), colorScheme: 'dark' };

/**
 * The theme and the text size, from `<html>`'s marks (`data-theme`, `data-text-size`: set before the
 * first paint by the head's appearance program from the reader's choice): the light palette, or the
 * dark one when chosen or, with no choice, when the device is dark (this needs no script: lite pages
 * follow the device). The text size scales the root font size, which every `rem` follows.
 */
const appearanceCss = css({
  ':root': { ...paletteProperties(LIGHT_PALETTE), colorScheme: 'light' },
  '@media (prefers-color-scheme: dark)': { ':root:not([data-theme="light"])': dark },
  ':root[data-theme="dark"]': dark,
  ':root[data-text-size="small"]': { fontSize: '93.75%' },
  ':root[data-text-size="large"]': { fontSize: '112.5%' },
});

const globalCss = css(appearanceCss, {
  '*, *::before, *::after': {
    boxSizing: 'border-box',
  },
  html: {
    WebkitTextSizeAdjust: '100%',
  },
  body: {
    margin: 0,
    fontFamily: theme.font,
    lineHeight: theme.lineHeight,
    color: theme.colors.text,
    background: theme.colors.background,
  },
  'img, svg, video, iframe': {
    maxWidth: '100%',
  },
  img: {
    height: 'auto',
  },
  a: {
    color: theme.colors.link,
  },
  'h1, h2, h3, h4, h5, h6': {
    lineHeight: theme.headingLineHeight,
  },
  // A tap taken before the page's scripts ran, waiting for them: shown at once, in any button's shape.
  [`button[${PENDING_MARK}]`]: {
    cursor: 'progress',
    boxShadow: 'inset 0 -3px 0 currentColor',
    animation: `${pulse} 600ms ease-in-out infinite alternate`,
  },
  ':focus-visible': {
    outline: `3px solid ${theme.colors.focus}`,
    outlineOffset: '2px',
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animation: 'none !important',
      transition: 'none !important',
      // csstype lists only the bare keywords for scroll-behavior.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

/**
 * Page-wide base styles: the theme's colours and the text size, box sizing, the Devanagari font stack, focus outlines, a waiting tap's mark
 * (`PENDING_MARK`), reduced motion.
 */
export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
