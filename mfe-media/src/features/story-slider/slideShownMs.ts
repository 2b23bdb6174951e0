/**
 * How long the slider's current slide has been shown, by its progress bar's own clock: the bar's CSS
 * animation started when the browser first drew the slider, before its scripts ran when the server
 * sent it, and it is what the reader watches fill. 0 where the browser cannot tell (no Web Animations,
 * no animation under reduced motion), and when the slide's picture is no longer its own: the slider
 * was moved before the scripts (the reader's tap on an arrow, or the bar's end), that tap is replayed
 * to React, and the next slide's time starts with it.
 */
export function slideShownMs(root: Element | null, photoId: string, photo: string): number {
  const picture = root?.querySelector(`[id="${photoId}"]`);
  if (picture && picture.getAttribute('src') !== photo) return 0;
  const bar = root?.querySelector('[data-state="current"]');
  const time = bar?.getAnimations?.()[0]?.currentTime;
  return typeof time === 'number' ? time : 0;
}
