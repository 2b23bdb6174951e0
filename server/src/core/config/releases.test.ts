import { loadConfig } from './index';

const sources = (env: Record<string, string>) => loadConfig(env, '/srv').releaseSources;

test('unset: the site’s own origin and those of the REMOTE_<NAME>_URL addresses; https only in production', () => {
  expect(sources({})).toEqual({ origins: ['http://localhost:3000'], httpsOnly: false });
  expect(
    sources({
      NODE_ENV: 'production',
      SITE_URL: 'https://janmat.in/',
      REMOTE_NEWS_URL: 'https://static.janmat.in/news/mf-manifest.json',
      REMOTE_MEDIA_URL: 'https://static.janmat.in/media/mf-manifest.json',
      REMOTE_POLLS_URL: 'https://cdn.example.com:8443/polls/mf-manifest.json',
      // A site path is served from disk: no origin.
      REMOTE_STATIC_URL: '/remotes/static/builds/b1/mf-manifest.json',
    }),
  ).toEqual({
    origins: ['https://janmat.in', 'https://static.janmat.in', 'https://cdn.example.com:8443'],
    httpsOnly: true,
  });
});

test('set: exactly the origins listed (commas or spaces), normalised and without repeats', () => {
  expect(
    sources({
      SITE_URL: 'https://janmat.in',
      RELEASE_MANIFEST_ORIGINS: 'https://Static.Janmat.in/, https://cdn.example.com:443  https://static.janmat.in',
    }).origins,
  ).toEqual(['https://static.janmat.in', 'https://cdn.example.com']);
});

test('anything but a bare origin stops the start, naming the entry', () => {
  for (const entry of [
    'static.janmat.in',
    'https://static.janmat.in/news/',
    'https://a@static.janmat.in',
    'ftp://x.in',
    '*',
  ]) {
    expect(() => sources({ RELEASE_MANIFEST_ORIGINS: `https://ok.example,${entry}` })).toThrow(
      `RELEASE_MANIFEST_ORIGINS: "${entry}" is not an origin`,
    );
  }
});

test('with NODE_ENV=production an http:// origin stops the start', () => {
  expect(() =>
    sources({
      NODE_ENV: 'production',
      SITE_URL: 'https://janmat.in',
      RELEASE_MANIFEST_ORIGINS: 'http://cdn.example.com',
    }),
  ).toThrow('"http://cdn.example.com" is http:// with NODE_ENV=production');
  expect(sources({ RELEASE_MANIFEST_ORIGINS: 'http://127.0.0.1:3211' }).origins).toEqual(['http://127.0.0.1:3211']);
});

test('a list that leaves out where a REMOTE_<NAME>_URL takes its live build from stops the start', () => {
  const env = {
    REMOTE_MEDIA_URL: 'https://static.janmat.in/media/mf-manifest.json',
    RELEASE_MANIFEST_ORIGINS: 'https://cdn.example.com',
  };
  expect(() => sources(env)).toThrow(
    'RELEASE_MANIFEST_ORIGINS does not list https://static.janmat.in, where REMOTE_MEDIA_URL',
  );
  expect(
    sources({ ...env, RELEASE_MANIFEST_ORIGINS: 'https://cdn.example.com https://static.janmat.in' }).origins,
  ).toEqual(['https://cdn.example.com', 'https://static.janmat.in']);
});
