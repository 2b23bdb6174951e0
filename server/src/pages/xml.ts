import { absoluteUrl } from './headTags';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or attribute value for XML; characters XML 1.0 cannot hold at all are dropped. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

/** `<name>text</name>`, the text escaped. */
export function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

/** An absolute, escaped address of a site path. */
export function siteLink(siteUrl: string, path: string): string {
  return escapeXml(absoluteUrl(siteUrl, path));
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `YYYY-MM-DD HH:mm:ss` (Indian time, as stored) → RFC 822 date, e.g. `Fri, 20 Nov 2026 10:00:00 +0530`. */
export function rfc822Ist(stamp: string): string {
  const [, y, m, d, time] = stamp.match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2}:\d{2})/) ?? [];
  if (!y || !m || !d || !time) throw new Error(`Not a timestamp: ${stamp}`);
  const weekday = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay();
  return `${DAYS[weekday]}, ${d} ${MONTHS[Number(m) - 1]} ${y} ${time} +0530`;
}
