/** A stored time (`2026-11-20 10:00:00`, Indian Standard Time) as ISO 8601 with its offset. */
export function isoIst(stamp: string): string {
  return `${stamp.trim().replace(' ', 'T')}+05:30`;
}
