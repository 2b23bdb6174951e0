import { checkOverrides } from './checkOverrides';

const remotes = ['news', 'media', 'polls', 'static'].map((name) => ({
  name,
  entry: `/remotes/${name}/mf-manifest.json`,
}));
const PAGE = 'https://janmat.test/news/national';

test('accepts a listed section from an allowed origin, as an absolute URL', () => {
  const shell = { remotes, overrideOrigins: ['https://preview.example'] };
  expect(checkOverrides({ news: 'https://preview.example/pr-12/mf-manifest.json' }, shell, PAGE)).toEqual({
    accepted: { news: 'https://preview.example/pr-12/mf-manifest.json' },
    refused: [],
  });
});

test('refuses an origin that is not allowed, and keeps the allowed ones', () => {
  const shell = { remotes, overrideOrigins: ['https://preview.example'] };
  const result = checkOverrides(
    { news: 'https://evil.example/mf-manifest.json', polls: 'https://preview.example/polls/mf-manifest.json' },
    shell,
    PAGE,
  );
  expect(result.accepted).toEqual({ polls: 'https://preview.example/polls/mf-manifest.json' });
  expect(result.refused).toEqual([{ remote: 'news', url: 'https://evil.example/mf-manifest.json', reason: 'origin' }]);
});

test('refuses everything while the operator allows no origin', () => {
  const shell = { remotes, overrideOrigins: [] };
  expect(checkOverrides({ media: 'https://preview.example/m/mf-manifest.json' }, shell, PAGE)).toEqual({
    accepted: {},
    refused: [{ remote: 'media', url: 'https://preview.example/m/mf-manifest.json', reason: 'off' }],
  });
});

test('refuses a section the site does not have', () => {
  const shell = { remotes, overrideOrigins: ['https://preview.example'] };
  expect(checkOverrides({ sport: 'https://preview.example/mf-manifest.json' }, shell, PAGE).refused).toEqual([
    { remote: 'sport', url: 'https://preview.example/mf-manifest.json', reason: 'unknown' },
  ]);
});

test('refuses the newsroom anywhere, and any section on a staff page', () => {
  const shell = {
    remotes: [...remotes, { name: 'newsroom', entry: '/remotes/newsroom/mf-manifest.json' }],
    overrideOrigins: ['https://preview.example'],
  };
  const newsroom = 'https://preview.example/n/mf-manifest.json';
  expect(checkOverrides({ newsroom }, shell, PAGE).refused).toEqual([
    { remote: 'newsroom', url: newsroom, reason: 'staff' },
  ]);
  const news = 'https://preview.example/mf-manifest.json';
  expect(checkOverrides({ news }, shell, 'https://janmat.test/newsroom', true)).toEqual({
    accepted: {},
    refused: [{ remote: 'news', url: news, reason: 'staff' }],
  });
});
