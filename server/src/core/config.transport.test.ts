import { loadConfig } from './config';
import { isLoopbackOrPrivate } from './privateAddress';

describe('TRUST_PROXY as a hop count', () => {
  test.each(['127.0.0.1', 'localhost', '::1', '[::1]', '10.0.0.5', '172.20.1.1', '192.168.1.20', 'fd00::7'])(
    'is accepted while the server listens on %s, where only nearby machines reach it',
    (HOST) => {
      expect(loadConfig({ TRUST_PROXY: '1', HOST }).trustProxy).toBe(1);
    },
  );

  test.each(['0.0.0.0', '::', '203.0.113.7', '2001:db8::1'])(
    'is refused on HOST=%s, with the reason and what to set',
    (HOST) => {
      expect(() => loadConfig({ TRUST_PROXY: '1', HOST })).toThrow(
        new RegExp(
          `TRUST_PROXY=1 .*HOST=${HOST.replace(/\./g, '\\.')} lets anyone connect.*HOST=127\\.0\\.0\\.1.*TRUST_PROXY=10\\.0\\.0\\.2`,
        ),
      );
    },
  );

  test('is refused with HOST unset (0.0.0.0); named proxies need no such care', () => {
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY=2 .*HOST=0\.0\.0\.0/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2' }).trustProxy).toBe('10.0.0.2');
  });

  test('an IPv4 address written the IPv6 way is judged as IPv4', () => {
    expect(isLoopbackOrPrivate('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackOrPrivate('::ffff:8.8.8.8')).toBe(false);
  });
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
