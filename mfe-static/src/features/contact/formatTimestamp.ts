const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's local time as `YYYY-MM-DD HH:mm:ss`, the form `created_at` takes (spec §3). */
export function formatTimestamp(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day} ${time}`;
}
