/** India is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A moment (ISO 8601) as a datetime-local value in India time, `YYYY-MM-DDTHH:mm`, as staff type it. */
export function istInput(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16);
}
