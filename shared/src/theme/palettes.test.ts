import { appearanceCss } from './palettes';

const css = appearanceCss();

test('sets the light palette on the page, the dark one when chosen or when the device is dark and nothing was chosen', () => {
  expect(css).toMatch(/^:root\{[^}]*--jm-background:#ffffff;[^}]*color-scheme:light\}/);
  expect(css).toMatch(/:root\[data-theme="dark"\]\{[^}]*--jm-background:#121212;[^}]*color-scheme:dark\}/);
  expect(css).toMatch(
    /@media \(prefers-color-scheme: dark\)\{:root:not\(\[data-theme="light"\]\)\{[^}]*--jm-background:#121212;[^}]*color-scheme:dark\}\}/,
  );
});

test('scales the root font size for the small and large text sizes', () => {
  expect(css).toContain(':root[data-text-size="small"]{font-size:93.75%}');
  expect(css).toContain(':root[data-text-size="large"]{font-size:112.5%}');
});
