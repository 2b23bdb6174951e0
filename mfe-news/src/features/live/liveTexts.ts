/** «1 नया अपडेट», «3 नए अपडेट». */
export function newUpdatesText(count: number): string {
  return count === 1 ? '1 नया अपडेट' : `${count} नए अपडेट`;
}

/** The button offered when an update the page shows was corrected or deleted. */
export const EDITED_TEXT = 'पहले के अपडेट बदले गए: पेज ताज़ा करें';

/** What a screen reader is told when updates arrive, or change (the buttons' texts say what to press). */
export function announcementText(count: number, edited = false): string {
  if (count > 0) return `${newUpdatesText(count)} आए हैं। देखने के लिए «${newUpdatesText(count)}» बटन दबाएँ।`;
  return edited ? `पहले के अपडेट में बदलाव हुआ है। देखने के लिए «${EDITED_TEXT}» बटन दबाएँ।` : '';
}
