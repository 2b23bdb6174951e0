import { isLoopbackOrPrivate } from '../privateAddress';
import { loadConfig } from './index';

describe('TRUST_PROXY', () => {
  test('true is refused at start with what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true.*forge.*TRUST_PROXY=127\.0\.0\.1.*TRUST_PROXY=1/,
    );
  });

  test('a number is the count of proxies in front (hops from the right); 0 and false trust none', () => {
    expect(loadConfig({ TRUST_PROXY: '1', HOST: '127.0.0.1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2', HOST: '10.0.0.5' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  test('addresses, CIDRs and the named ranges are accepted; anything else names the bad entry', () => {
    expect(loadConfig({ TRUST_PROXY: '::1, 192.168.0.0/16, loopback' }).trustProxy).toBe('::1,192.168.0.0/16,loopback');
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1, proxy.local' })).toThrow(/not addresses or CIDRs: proxy\.local/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
  });
});

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
