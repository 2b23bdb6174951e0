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

  it('gives headings room for the matras', () => {
    render(<GlobalStyles />);
    expect(injectedCss()).toMatch(/h1, ?h2, ?h3, ?h4, ?h5, ?h6\s*\{\s*line-height:\s*1\.35/);
  });

  it('shows a tap waiting at once: on its button (for the scripts) and on its link (for the next page)', () => {
    render(<GlobalStyles />);
    expect(injectedCss()).toMatch(
      /button\[data-pending\],\s*a\[data-pending\]\s*\{[^}]*cursor:\s*progress;[^}]*box-shadow:\s*inset/,
    );
  });
});
