import { KEYS_HEADER_MAX, keysHeader, uniqueKeys } from './edgeKeys';

test('keys are space-separated tokens, each once: a space or a Hindi letter is percent-encoded', () => {
  expect(uniqueKeys(['list:national', 'list:a b', 'list:national', 'state:उप'])).toEqual([
    'list:national',
    'list:a%20b',
    'state:%E0%A4%89%E0%A4%AA',
  ]);
});

test('a header too long leaves out article keys, never the lists and pages that also reach the answer', () => {
  const articles = Array.from({ length: 2_000 }, (_, i) => `article:${i + 1}`);
  const header = keysHeader(['page:/', 'home', ...articles, 'list:all']);
  expect(header.length).toBeLessThanOrEqual(KEYS_HEADER_MAX);
  const keys = header.split(' ');
  expect(keys.slice(0, 3)).toEqual(['page:/', 'home', 'article:1']);
  expect(keys).toContain('list:all');
  expect(keys).not.toContain('article:2000');
});
