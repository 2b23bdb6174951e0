import { css, Global } from '@emotion/react';
import { theme } from './tokens';

const globalCss = css({
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

/** Page-wide base styles: box sizing, the Devanagari font stack, focus outlines, reduced motion. */
export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
