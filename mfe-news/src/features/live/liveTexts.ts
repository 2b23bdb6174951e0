/** «1 नया अपडेट», «3 नए अपडेट». */
export function newUpdatesText(count: number): string {
  return count === 1 ? '1 नया अपडेट' : `${count} नए अपडेट`;
}

/** What a screen reader is told when updates arrive (the button's text says how to see them). */
export function announcementText(count: number): string {
  return count === 0 ? '' : `${newUpdatesText(count)} आए हैं। देखने के लिए «${newUpdatesText(count)}» बटन दबाएँ।`;
}
