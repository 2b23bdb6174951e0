import { READER_KEYS, readStories, rememberRead } from '@janmat/shared/reader';
import { renderWithPortal } from '@janmat/shared/testing';
import { act, screen } from '@testing-library/react';
import { RecentStories } from './RecentStories';

afterEach(() => localStorage.clear());

describe('RecentStories', () => {
  it('tells what will show here, with no «सब मिटाएं» while it is empty', () => {
    renderWithPortal(<RecentStories />);
    expect(screen.getByText(/आप जो खबरें पढ़ेंगे, वे सबसे नई पहले यहाँ दिखेंगी/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'सब मिटाएं' })).not.toBeInTheDocument();
  });

  it('lists what was read, newest first, follows a read in another page, and «सब मिटाएं» empties it', async () => {
    rememberRead({ path: '/news/national/a', title: 'पहली' }, 1);
    rememberRead({ path: '/news/national/b', title: 'दूसरी' }, 2);
    const { user } = renderWithPortal(<RecentStories />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['दूसरी', 'पहली']);
    act(() => {
      rememberRead({ path: '/news/national/c', title: 'तीसरी' }, 3);
    });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['तीसरी', 'दूसरी', 'पहली']);
    await user.click(screen.getByRole('button', { name: 'सब मिटाएं' }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(readStories(READER_KEYS.recent)).toEqual([]);
  });
});
