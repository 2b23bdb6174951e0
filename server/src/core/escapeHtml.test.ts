import { escapeHtml } from './escapeHtml';

test('attribute values are HTML-escaped', () => {
  expect(escapeHtml(`"><script>&'`)).toBe('&quot;&gt;&lt;script&gt;&amp;&#39;');
});
