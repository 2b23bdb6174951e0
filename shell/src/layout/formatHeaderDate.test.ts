import { formatHeaderDate, isoDay } from './formatHeaderDate';

test('writes the weekday and the date in English', () => {
  expect(formatHeaderDate(new Date(2026, 10, 21))).toBe('Saturday, 21 November 2026');
  expect(formatHeaderDate(new Date(2026, 0, 5))).toBe('Monday, 5 January 2026');
});

test('gives the machine-readable day for <time>', () => {
  expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
});
