/**
 * Reads the styles Emotion injected for an element, from jsdom's CSS object model: one entry per
 * media condition ('' for rules outside any media query) with the value of `property`.
 */
export function styleByMedia(element: Element, property: string): Record<string, string> {
  const selectors = [...element.classList].map((name) => `.${name}`);
  const matches = (rule: CSSRule): rule is CSSStyleRule =>
    rule instanceof CSSStyleRule && selectors.some((selector) => rule.selectorText === selector);
  const found: Record<string, string> = {};
  const note = (media: string, rule: CSSStyleRule) => {
    const value = rule.style.getPropertyValue(property);
    if (value) found[media] = value;
  };
  for (const sheet of [...document.styleSheets]) {
    for (const rule of [...sheet.cssRules]) {
      if (matches(rule)) note('', rule);
      if (rule instanceof CSSMediaRule) {
        for (const inner of [...rule.cssRules]) if (matches(inner)) note(rule.media.mediaText, inner);
      }
    }
  }
  return found;
}
