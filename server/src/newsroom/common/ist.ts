/** India keeps one offset all year (no daylight saving), so a fixed +05:30 is exact. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `YYYY-MM-DD HH:mm:ss` in Asia/Kolkata: how the news table stores an article's date (spec §3). */
export function istStamp(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** A newsroom time `YYYY-MM-DDTHH:mm`, read as Asia/Kolkata time; undefined when it is no real minute. */
export function parseIstMinute(text: string): Date | undefined {
  const parts = LOCAL_MINUTE.exec(text);
  if (!parts) return undefined;
  const [, y, mo, d, h, mi] = parts.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(utc);
  // 2026-02-30 or 25:00 roll over into another date: refused rather than guessed.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined;
  if (back.getUTCHours() !== h || back.getUTCMinutes() !== mi) return undefined;
  return new Date(utc - IST_OFFSET_MS);
}
