import { escapeXml, rfc822Ist } from './xml';

test('text is escaped for XML and characters XML cannot hold are dropped', () => {
  expect(escapeXml(`"a" & <b> 'c'`)).toBe('&quot;a&quot; &amp; &lt;b&gt; &apos;c&apos;');
  expect(escapeXml('क\u0000ख\u0008ग')).toBe('कखग');
});

test('stored Indian times become RFC 822 dates with the weekday and the +0530 offset', () => {
  expect(rfc822Ist('2026-11-20 10:00:00')).toBe('Fri, 20 Nov 2026 10:00:00 +0530');
  expect(rfc822Ist('2024-02-29 23:59:59')).toBe('Thu, 29 Feb 2024 23:59:59 +0530');
  expect(() => rfc822Ist('yesterday')).toThrow('Not a timestamp');
});
