import { TIMESTAMP_PATTERN } from '@janmat/shared/validation';
import { formatTimestamp } from './formatTimestamp';

describe('formatTimestamp', () => {
  it('writes local time as YYYY-MM-DD HH:mm:ss with zero padding', () => {
    expect(formatTimestamp(new Date(2026, 0, 5, 7, 3, 9))).toBe('2026-01-05 07:03:09');
  });

  it('keeps two-digit parts and the end of the day as they are', () => {
    expect(formatTimestamp(new Date(2025, 11, 31, 23, 59, 58))).toBe('2025-12-31 23:59:58');
  });

  it('produces what the server accepts', () => {
    expect(formatTimestamp(new Date())).toMatch(TIMESTAMP_PATTERN);
  });
});
