import { networkKey, networkOf } from './rumNetwork';

test('an IPv4 address counts as its /24', () => {
  expect(networkOf('198.51.100.7')).toBe('198.51.100.0/24');
  expect(networkOf('198.51.100.250')).toBe('198.51.100.0/24');
  expect(networkOf('198.51.101.7')).toBe('198.51.101.0/24');
});

test('an IPv4-mapped IPv6 address counts as the IPv4 address’s /24, however it is written', () => {
  expect(networkOf('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
  expect(networkOf('::FFFF:198.51.100.9')).toBe('198.51.100.0/24');
  expect(networkOf('::ffff:c633:6407')).toBe('198.51.100.0/24');
  expect(networkOf('0:0:0:0:0:ffff:c633:64fe')).toBe('198.51.100.0/24');
});

test('an IPv6 address counts as its /48, whatever its spelling, zone or interface part', () => {
  expect(networkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::/48');
  expect(networkOf('2001:0DB8:0001:ffff::1')).toBe('2001:db8:1::/48');
  expect(networkOf('2001:db8:1::')).toBe('2001:db8:1::/48');
  expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0::/48');
  expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
  expect(networkOf('2001:db8:2::1')).not.toBe(networkOf('2001:db8:1::1'));
  // Not IPv4-mapped: only ::ffff:0:0/96 is.
  expect(networkOf('::1')).toBe('0:0:0::/48');
});

test('a network’s key is the same for all its addresses, holds no address, and changes with the day', () => {
  const at = Date.parse('2026-11-26T08:00:00Z');
  const key = networkKey('secret', '203.0.113.7', at);
  expect(networkKey('secret', '203.0.113.200', at)).toBe(key);
  expect(networkKey('secret', '::ffff:203.0.113.9', at)).toBe(key);
  expect(networkKey('secret', '203.0.114.7', at)).not.toBe(key);
  expect(networkKey('secret', '2001:db8:1:a::1', at)).toBe(networkKey('secret', '2001:db8:1:ffff::2', at));
  expect(networkKey('secret', '2001:db8:1::1', at)).not.toBe(networkKey('secret', '2001:db8:2::1', at));
  expect(key).not.toContain('203');
  expect(key).toHaveLength(22);
  expect(networkKey('secret', '203.0.113.7', at + 86_400_000)).not.toBe(key);
  expect(networkKey('other', '203.0.113.7', at)).not.toBe(key);
});
