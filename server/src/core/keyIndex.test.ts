import { PAGES_KEY } from './edgeKeys';
import { KeyIndex } from './keyIndex';

test('finds the entries naming any of the keys, and forgets an entry removed', () => {
  const index = new KeyIndex();
  index.add('/api/newsall', ['list:all', 'article:1']);
  index.add('page:/', ['home', 'article:1', 'poll:2']);
  index.add('/api/pppolls/2', ['poll:2']);
  expect([...index.namingAny(['article:1'])].sort()).toEqual(['/api/newsall', 'page:/']);
  expect([...index.namingAny(['poll:2', 'list:all', 'nothing'])].sort()).toEqual([
    '/api/newsall',
    '/api/pppolls/2',
    'page:/',
  ]);
  index.remove('page:/', ['home', 'article:1', 'poll:2']);
  expect([...index.namingAny(['article:1', 'home'])]).toEqual(['/api/newsall']);
  index.clear();
  expect(index.namingAny(['poll:2']).size).toBe(0);
});

test('a release’s key (every page) clears no kept page: pages are kept under the builds they were made with', () => {
  const index = new KeyIndex();
  index.add('page:1:b7:full:/aboutus', ['page:/aboutus', 'static:aboutus', PAGES_KEY]);
  expect(index.namingAny([PAGES_KEY]).size).toBe(0);
  expect([...index.namingAny(['static:aboutus'])]).toEqual(['page:1:b7:full:/aboutus']);
});
