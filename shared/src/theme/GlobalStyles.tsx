import { css, Global } from '@emotion/react';
import { theme } from './tokens';

const globalCss = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.font};
    line-height: ${theme.lineHeight};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }
  img,
  svg,
  video,
  iframe {
    max-width: 100%;
  }
  img {
    height: auto;
  }
  a {
    color: ${theme.colors.link};
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Page-wide base styles: box sizing, the Devanagari font stack, focus outlines, reduced motion. */
export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
