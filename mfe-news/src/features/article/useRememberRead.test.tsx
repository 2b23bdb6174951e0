import { READER_KEYS, readStories } from '@janmat/shared/reader';
import { renderHook } from '@testing-library/react';
import { useRememberRead } from './useRememberRead';

afterEach(() => localStorage.clear());

describe('useRememberRead', () => {
  it('puts the article first in the recently read list, once per article shown', () => {
    const { rerender } = renderHook(({ path }) => useRememberRead(path, `शीर्षक ${path}`, '/uploads/news/1.jpg'), {
      initialProps: { path: '/news/national/a' },
    });
    rerender({ path: '/news/national/a' });
    rerender({ path: '/news/national/b' });
    expect(readStories(READER_KEYS.recent).map((s) => [s.path, s.title, s.photo])).toEqual([
      ['/news/national/b', 'शीर्षक /news/national/b', '/uploads/news/1.jpg'],
      ['/news/national/a', 'शीर्षक /news/national/a', '/uploads/news/1.jpg'],
    ]);
  });
});
