import { istInput } from './istInput';

test('shows a UTC moment as India time for a datetime-local field', () => {
  expect(istInput('2026-11-20T04:30:00.000Z')).toBe('2026-11-20T10:00');
  expect(istInput('2026-11-20T20:00:00Z')).toBe('2026-11-21T01:30');
});
