import { loadConfig } from './index';

test('server rendering is on unless SERVER_RENDER turns it off; a word it does not know stops the start', () => {
  expect(loadConfig({}).serverRender).toBe(true);
  expect(loadConfig({ SERVER_RENDER: 'off' }).serverRender).toBe(false);
  expect(loadConfig({ SERVER_RENDER: '0' }).serverRender).toBe(false);
  expect(loadConfig({ SERVER_RENDER: 'On' }).serverRender).toBe(true);
  expect(() => loadConfig({ SERVER_RENDER: 'sometimes' })).toThrow('SERVER_RENDER must be on or off, got "sometimes"');
});

test('read pages boot their islands first unless ISLANDS turns it off', () => {
  expect(loadConfig({}).islands).toBe(true);
  expect(loadConfig({ ISLANDS: 'off' }).islands).toBe(false);
  expect(() => loadConfig({ ISLANDS: 'later' })).toThrow('ISLANDS must be on or off, got "later"');
});

describe('REMOTE_<NAME>_URL with NODE_ENV=production', () => {
  const production = { NODE_ENV: 'production', SITE_URL: 'https://janmat.in' };

  test('an http:// address stops the start, naming the variable and why', () => {
    expect(() =>
      loadConfig({ ...production, REMOTE_POLLS_URL: 'http://cdn.example.com/polls/mf-manifest.json' }),
    ).toThrow(
      /REMOTE_POLLS_URL must be an https:\/\/ address with NODE_ENV=production, got http:\/\/cdn\.example\.com.*runs that section's code/,
    );
  });

  test("https:// and the server's own path are accepted; outside production http:// still is", () => {
    const config = loadConfig({
      ...production,
      REMOTE_NEWS_URL: 'https://cdn.example.com/news/mf-manifest.json',
      REMOTE_MEDIA_URL: '/remotes/media/mf-manifest.json',
    });
    expect(config.remoteUrls).toEqual({
      news: 'https://cdn.example.com/news/mf-manifest.json',
      media: '/remotes/media/mf-manifest.json',
    });
    expect(loadConfig({ REMOTE_NEWS_URL: 'http://127.0.0.1:3001/mf-manifest.json' }).remoteUrls.news).toBe(
      'http://127.0.0.1:3001/mf-manifest.json',
    );
  });
});
