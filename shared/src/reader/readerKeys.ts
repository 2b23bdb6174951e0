/**
 * What a reader keeps in this browser (issue "The profile"; docs/profile.md): nothing of it is sent to
 * the server, whose HTML stays the same for every reader. Each is one JSON value in `localStorage`
 * under its key; the `v1` changes only with a shape that old values cannot be read as.
 */
export const READER_KEYS = {
  /** `FollowedTopic[]`: states and categories, in the order followed. */
  follows: 'janmat.reader.v1.follows',
  /** `SavedStory[]`: saved to read offline, newest first. */
  saved: 'janmat.reader.v1.saved',
  /** `RecentStory[]`: read on this browser, newest first. */
  recent: 'janmat.reader.v1.recent',
  /** `Appearance`: theme and text size (read before the first paint by the page's inline program). */
  appearance: 'janmat.reader.v1.appearance',
} as const;

export type ReaderKey = (typeof READER_KEYS)[keyof typeof READER_KEYS];

/** A state or a category the reader follows; `path` is its page (built with `href`). */
export interface FollowedTopic {
  kind: 'state' | 'category';
  /** The state's id or the category's code, as its page's route has it. */
  code: string;
  /** Its Hindi name, as its page shows it. */
  name: string;
  path: string;
}

/** A story as the reader's lists keep it: its page's path, headline, lead photo and when. */
export interface KeptStory {
  path: string;
  title: string;
  photo?: string;
  /** Epoch milliseconds. */
  at: number;
}

export type SavedStory = KeptStory;
export type RecentStory = KeptStory;

export type ThemeChoice = 'system' | 'light' | 'dark';
export type TextSize = 'small' | 'normal' | 'large';

export interface Appearance {
  theme: ThemeChoice;
  textSize: TextSize;
}

export const DEFAULT_APPEARANCE: Appearance = { theme: 'system', textSize: 'normal' };

/** How many stories each list keeps (the oldest go first). */
export const READER_LIMITS = { saved: 50, recent: 20, follows: 40 } as const;
