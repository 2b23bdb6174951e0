import { sectionFolders, sectionOfError } from './scriptSection';

const BASE = 'https://janmat.test/news/some-story';
const folders = sectionFolders(
  [
    { name: 'news', entry: '/remotes/news/mf-manifest.json' },
    { name: 'media', entry: 'https://cdn.janmat.test/media/2.1.0/mf-manifest.json?v=1' },
    { name: 'polls', entry: '/remotes/news/polls/mf-manifest.json' },
    { name: 'static', entry: 'http://[bad' },
  ],
  BASE,
);

test('folders are absolute, without query, longest first; an unreadable entry is left out', () => {
  expect(folders).toEqual([
    { section: 'polls', folder: 'https://janmat.test/remotes/news/polls/' },
    { section: 'media', folder: 'https://cdn.janmat.test/media/2.1.0/' },
    { section: 'news', folder: 'https://janmat.test/remotes/news/' },
  ]);
});

test('an error belongs to the section whose folder holds its script, or the nearest frame of its stack', () => {
  expect(sectionOfError(folders, 'https://janmat.test/remotes/news/__federation_expose_routes.js', undefined)).toBe(
    'news',
  );
  expect(sectionOfError(folders, 'https://janmat.test/remotes/news/polls/123.js', undefined)).toBe('polls');
  const stack = `TypeError: x is undefined
    at render (https://janmat.test/shell/main.js:1:200)
    at Poll (https://cdn.janmat.test/media/2.1.0/456.js:3:10)
    at https://janmat.test/remotes/news/789.js:1:1`;
  expect(sectionOfError(folders, '', stack)).toBe('media');
  expect(sectionOfError(folders, 'https://janmat.test/shell/main.js', undefined)).toBeUndefined();
  expect(sectionOfError(folders, 'https://elsewhere.test/remotes/news/1.js', 'no urls here')).toBeUndefined();
  expect(sectionOfError(folders, undefined, undefined)).toBeUndefined();
});
