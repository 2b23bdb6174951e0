/** India keeps one offset all year (no daylight saving), so a fixed +05:30 is exact. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** `YYYY-MM-DD HH:mm:ss` in Asia/Kolkata: how the news table stores an article's date (spec §3). */
export function istStamp(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
