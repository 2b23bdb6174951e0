/** Helpers for the YouTube embed links of `/api/videos` (`https://www.youtube-nocookie.com/embed/<id>`). */

/** The video id of an embed link, or null when the link is not a YouTube embed. */
export function youtubeId(link: string): string | null {
  const match = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,20})(?:[?#]|$)/.exec(link);
  return match?.[1] ?? null;
}

/** The embed link with autoplay on, used once the reader has pressed play. */
export function autoplayLink(link: string): string {
  const url = new URL(link);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}
