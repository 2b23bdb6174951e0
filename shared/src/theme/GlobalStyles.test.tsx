import { render } from '@testing-library/react';
import { GlobalStyles } from './GlobalStyles';

const injectedCss = (): string =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n');

describe('GlobalStyles', () => {
  it('sets the Devanagari font stack, line height, focus outline and reduced-motion rules', () => {
    render(<GlobalStyles />);
    const cssText = injectedCss();
    expect(cssText).toMatch(/box-sizing:\s*border-box/);
    expect(cssText).toMatch(/font-family:\s*"Noto Sans Devanagari"/);
    expect(cssText).toMatch(/line-height:\s*1\.6/);
    expect(cssText).toMatch(/:focus-visible\s*\{\s*outline:\s*3px solid/);
    expect(cssText).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{[^{]+\{[^}]*\banimation: none !important;[^}]*\btransition: none !important;/,
    );
  });

  it('sets the light palette on the page, the dark one when chosen or when the device is dark and nothing was chosen', () => {
    render(<GlobalStyles />);
    const cssText = injectedCss();
    expect(cssText).toMatch(/:root\s*\{[^}]*--jm-background:\s*#ffffff;[^}]*color-scheme:\s*light/);
    expect(cssText).toMatch(/:root\[data-theme="dark"\]\s*\{[^}]*--jm-background:\s*#121212;[^}]*color-scheme:\s*dark/);
    expect(cssText).toMatch(
      /@media \(prefers-color-scheme: dark\)\s*\{\s*:root:not\(\[data-theme="light"\]\)\s*\{[^}]*--jm-background:\s*#121212/,
    );
  });

  it('scales the root font size for the small and large text sizes, and gives headings room for the matras', () => {
    render(<GlobalStyles />);
    const cssText = injectedCss();
    expect(cssText).toMatch(/:root\[data-text-size="small"\]\s*\{\s*font-size:\s*93\.75%/);
    expect(cssText).toMatch(/:root\[data-text-size="large"\]\s*\{\s*font-size:\s*112\.5%/);
    expect(cssText).toMatch(/h1, ?h2, ?h3, ?h4, ?h5, ?h6\s*\{\s*line-height:\s*1\.35/);
  });

  it('shows a tap waiting for the scripts on its button at once', () => {
    render(<GlobalStyles />);
    expect(injectedCss()).toMatch(/button\[data-pending\]\s*\{[^}]*cursor:\s*progress;[^}]*box-shadow:\s*inset/);
  });
});
