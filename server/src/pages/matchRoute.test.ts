import { matchRoute } from './matchRoute';

test.each([
  ['/', 'home', {}],
  ['/news', 'newsIndex', {}],
  ['/news/national', 'newsList', { type: 'national' }],
  ['/news/trending/kisan', 'trending', { subtype: 'kisan' }],
  ['/news/state/1/rajasthan', 'stateNews', { id: '1', type: 'rajasthan' }],
  ['/news/national/some-story', 'article', { type: 'national', url: 'some-story' }],
  ['/news/states/bihar/some-story', 'stateArticle', { type: 'states', state: 'bihar', url: 'some-story' }],
  ['/News/Trending/x', 'trending', { subtype: 'x' }],
  ['/photos/abc/%E0%A4%B0%E0%A5%88%E0%A4%B2%E0%A5%80', 'album', { code: 'abc', name: 'रैली' }],
  ['/pp/polls/3/name', 'sitePoll', { id: '3', name: 'name' }],
  ['/privacypolicy/', 'privacyPolicy', {}],
  ['/newsroom', 'newsroom', {}],
  ['/newsroom/articles/7/edit', 'newsroom', {}],
  ['/NewsRoom/staff', 'newsroom', {}],
])('%s → %s', (path, id, params) => {
  expect(matchRoute(path)).toEqual({ id, params });
});

test('unknown paths and broken encoding match nothing', () => {
  expect(matchRoute('/no/such/page/here/really')).toBeUndefined();
  expect(matchRoute('/news/%E0%A4')).toBeUndefined();
  expect(matchRoute('/newsroomx')).toBeUndefined();
});
