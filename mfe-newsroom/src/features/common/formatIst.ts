const FORMAT = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment as the newsroom shows it: Indian time, whatever the staff member's device is set to. */
export function formatIst(iso: string): string {
  return FORMAT.format(new Date(iso));
}
