import { isFollowList, NO_FOLLOWS } from './follows';
import { type FollowedTopic, READER_KEYS } from './readerKeys';
import { readStored } from './readerStorage';
import { isSitePath } from './sitePath';

/**
 * The mark of home's row of the reader's own topics. Its value is the address of «मेरा जनमत» (built
 * by the page with the route table), where the row's «बदलें» leads.
 */
export const YOUR_TOPICS_ATTR = 'data-your-topics';

/** The row's name and its last link's text. */
export const YOUR_TOPICS_TEXTS = { label: 'आपके विषय', change: 'बदलें' } as const;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text put into HTML as text only (a name is only ever text, whatever the storage holds). */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/**
 * The row's contents for the reader's `follows`, in the order followed: its name, a link to each
 * state's or category's page and «बदलें» to `profilePath`. Empty when the reader follows nothing (the
 * row then takes no room). The same string from the head's program (before the first paint) and
 * from React (after), so the row never changes as the scripts come.
 */
export function yourTopicsHtml(follows: readonly FollowedTopic[], profilePath: string): string {
  const topics = follows.filter((topic) => isSitePath(topic.path));
  if (!topics.length) return '';
  const link = (path: string, text: string) => `<a href="${escapeHtml(path)}">${escapeHtml(text)}</a>`;
  const items = topics.map((topic) => `<li>${link(topic.path, topic.name)}</li>`).join('');
  const change = isSitePath(profilePath) ? link(profilePath, YOUR_TOPICS_TEXTS.change) : '';
  return `<span>${YOUR_TOPICS_TEXTS.label}</span><ul>${items}</ul>${change}`;
}

/**
 * Fills `row` (the element marked `YOUR_TOPICS_ATTR`) with the topics kept in this browser. A blocked
 * storage or a value of another shape leaves it empty.
 */
export function fillYourTopics(row: Element): void {
  const follows = readStored(READER_KEYS.follows, isFollowList, NO_FOLLOWS);
  row.innerHTML = yourTopicsHtml(follows, row.getAttribute(YOUR_TOPICS_ATTR) ?? '');
}
