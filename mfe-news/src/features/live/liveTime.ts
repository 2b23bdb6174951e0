const FORMAT = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

/** An update's moment as readers in India read it (`26 नवंबर, 10:05 am`), the same on the server and in the browser. */
export function liveTime(iso: string): string {
  return FORMAT.format(new Date(iso));
}
