import { type KeptStory, READER_KEYS, READER_LIMITS } from './readerKeys';
import { type Check, readStored, writeStored } from './readerStorage';

const isKeptStory = (value: unknown): value is KeptStory => {
  const s = value as KeptStory;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.path === 'string' &&
    s.path.startsWith('/') &&
    typeof s.title === 'string' &&
    typeof s.at === 'number' &&
    (s.photo === undefined || typeof s.photo === 'string')
  );
};

/** A list of kept stories: an array whose every item is one. */
export const isStoryList: Check<KeptStory[]> = (value): value is KeptStory[] =>
  Array.isArray(value) && value.every(isKeptStory);

/** No stories: the fallback of every story list (one constant, so hooks see it unchanged). */
export const NO_STORIES: KeptStory[] = [];

type StoryList = typeof READER_KEYS.saved | typeof READER_KEYS.recent;

export function readStories(key: StoryList): KeptStory[] {
  return readStored(key, isStoryList, NO_STORIES);
}

/** Puts `story` first in the list (once: an earlier entry for its path goes), keeping at most `limit`. */
export function keepStory(key: StoryList, story: KeptStory, limit: number): boolean {
  const rest = readStories(key).filter((s) => s.path !== story.path);
  return writeStored(key, [story, ...rest].slice(0, limit));
}

export function dropStory(key: StoryList, path: string): boolean {
  return writeStored(
    key,
    readStories(key).filter((s) => s.path !== path),
  );
}

/** Records that the reader read `story` (the profile's «हाल में पढ़ी गईं»). */
export function rememberRead(story: Omit<KeptStory, 'at'>, now = Date.now()): boolean {
  return keepStory(READER_KEYS.recent, { ...story, at: now }, READER_LIMITS.recent);
}

/**
 * The attribute of an article's element that names the story it shows (JSON: path, title, photo),
 * so a page whose article is not hydrated (a read page's islands, decision 0032) remembers it too.
 */
export const READ_STORY_ATTR = 'data-read-story';

/** Puts the story `doc` shows (its `READ_STORY_ATTR`) first in «हाल में पढ़ी गईं»; false if none or not kept. */
export function rememberReadIn(doc: Document): boolean {
  const text = doc.querySelector(`[${READ_STORY_ATTR}]`)?.getAttribute(READ_STORY_ATTR);
  if (!text) return false;
  try {
    const { path, title, photo } = JSON.parse(text) as Partial<KeptStory>;
    if (typeof path !== 'string' || typeof title !== 'string') return false;
    return rememberRead({ path, title, ...(typeof photo === 'string' && photo ? { photo } : {}) });
  } catch {
    return false;
  }
}
