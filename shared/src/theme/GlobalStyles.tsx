import { css, Global, keyframes } from '@emotion/react';
import { PENDING_MARK } from '../ui/pendingMark';
import { theme } from './tokens';

const pulse = keyframes({ from: { opacity: 1 }, to: { opacity: 0.55 } });

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
  'h1, h2, h3, h4, h5, h6': {
    lineHeight: theme.headingLineHeight,
  },
  // A tap taken and waiting (a button's for the page's scripts, a link's for its page): shown at once,
  // in any button's shape.
  [`button[${PENDING_MARK}], a[${PENDING_MARK}]`]: {
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
 * Page-wide base styles (the theme's colours and the text size are in the head: `palettes.ts`): box sizing, the Devanagari font stack, focus outlines, a waiting tap's mark
 * (`PENDING_MARK`), reduced motion.
 */
export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
