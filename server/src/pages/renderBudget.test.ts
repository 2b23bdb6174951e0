import { RenderBudget } from './renderBudget';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('RenderBudget', () => {
  test('an address renders its allowance at once, then one more per 60/perMinute seconds', () => {
    const time = clock();
    const budget = new RenderBudget(3, time.now);
    expect([budget.take('192.0.2.1'), budget.take('192.0.2.1'), budget.take('192.0.2.1')]).toEqual([0, 0, 0]);
    expect(budget.take('192.0.2.1')).toBe(20_000);
    time.advance(19_999);
    expect(budget.take('192.0.2.1')).toBeGreaterThan(0);
    time.advance(1);
    expect(budget.take('192.0.2.1')).toBe(0);
    expect(budget.take('192.0.2.1')).toBeGreaterThan(0);
  });

  test('addresses have buckets of their own; an IPv6 /64 shares one', () => {
    const budget = new RenderBudget(1, clock().now);
    expect(budget.take('192.0.2.1')).toBe(0);
    expect(budget.take('192.0.2.2')).toBe(0);
    expect(budget.take('2001:db8:1:2::1')).toBe(0);
    expect(budget.take('2001:db8:1:2:ffff::9')).toBeGreaterThan(0);
    expect(budget.take('2001:db8:1:3::1')).toBe(0);
  });

  test('0 is no limit', () => {
    const budget = new RenderBudget(0, clock().now);
    for (let i = 0; i < 100; i++) expect(budget.take('192.0.2.1')).toBe(0);
  });

  test('remembers at most 10,000 addresses', () => {
    const budget = new RenderBudget(5, clock().now);
    for (let i = 0; i < 10_050; i++) budget.take(`10.0.${Math.floor(i / 256)}.${i % 256}`);
    expect(budget.addresses).toBe(10_000);
  });
});
