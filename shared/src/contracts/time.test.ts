import { isoIst } from './time';

test('a stored Indian time becomes ISO 8601 with its offset, a date readers and crawlers parse alike', () => {
  expect(isoIst('2026-11-20 10:00:00')).toBe('2026-11-20T10:00:00+05:30');
  expect(new Date(isoIst('2026-11-20 10:00:00')).toISOString()).toBe('2026-11-20T04:30:00.000Z');
});
