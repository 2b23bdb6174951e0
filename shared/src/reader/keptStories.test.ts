import { dropStory, keepStory, readStories, rememberRead } from './keptStories';
import { READER_KEYS, READER_LIMITS } from './readerKeys';

afterEach(() => localStorage.clear());

const story = (n: number) => ({ path: `/news/rajasthan/story-${n}`, title: `खबर ${n}` });

describe('the lists of stories', () => {
  it('keeps the newest read first, once each, at most the limit', () => {
    for (let n = 0; n < READER_LIMITS.recent + 3; n += 1) rememberRead(story(n), 1000 + n);
    rememberRead(story(5), 5000);
    const recent = readStories(READER_KEYS.recent);
    expect(recent).toHaveLength(READER_LIMITS.recent);
    expect(recent[0]).toEqual({ ...story(5), at: 5000 });
    expect(recent.filter((s) => s.path === story(5).path)).toHaveLength(1);
    expect(recent.at(-1)?.path).toBe(story(3).path);
  });

  it('drops one story by its path', () => {
    keepStory(READER_KEYS.saved, { ...story(1), at: 1 }, 50);
    keepStory(READER_KEYS.saved, { ...story(2), at: 2 }, 50);
    dropStory(READER_KEYS.saved, story(1).path);
    expect(readStories(READER_KEYS.saved).map((s) => s.path)).toEqual([story(2).path]);
  });

  it('reads a list with a story of another shape as empty', () => {
    localStorage.setItem(READER_KEYS.saved, JSON.stringify([{ path: 'http://elsewhere', title: 'x', at: 1 }]));
    expect(readStories(READER_KEYS.saved)).toEqual([]);
  });
});
