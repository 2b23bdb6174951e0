import { scriptJson } from './scriptJson';

test('JSON inside a script element cannot close it, and reads back the same', () => {
  const value = { text: '</script><!-- x', lines: 'a\u2028b\u2029c' };
  const json = scriptJson(value);
  expect(json).not.toContain('<');
  expect(json).not.toMatch(/[\u2028\u2029]/);
  expect(JSON.parse(json)).toEqual(value);
});
