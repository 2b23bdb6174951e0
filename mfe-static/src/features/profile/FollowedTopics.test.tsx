import { READER_KEYS, readFollows, toggleFollow } from '@janmat/shared/reader';
import { renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { FollowedTopics } from './FollowedTopics';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

const RAJASTHAN = { kind: 'state', code: '3', name: 'राजस्थान', path: '/news/state/3/rajasthan' } as const;
const SPORTS = { kind: 'category', code: 'sports', name: 'खेल', path: '/news/sports' } as const;

describe('FollowedTopics', () => {
  it('tells how to follow when nothing is followed', () => {
    renderWithPortal(<FollowedTopics />);
    expect(screen.getByText(/किसी राज्य या श्रेणी का पेज खोलें और «फ़ॉलो करें» दबाएं/)).toBeInTheDocument();
  });

  it('links each followed topic to its page; «फ़ॉलो हटाएं» stops following it', async () => {
    toggleFollow(RAJASTHAN);
    toggleFollow(SPORTS);
    const { user } = renderWithPortal(<FollowedTopics />);
    expect(screen.getByRole('link', { name: 'राजस्थान' })).toHaveAttribute('href', RAJASTHAN.path);
    expect(screen.getByRole('link', { name: 'खेल' })).toHaveAttribute('href', SPORTS.path);
    await user.click(screen.getByRole('button', { name: 'फ़ॉलो हटाएं: राजस्थान' }));
    expect(screen.queryByRole('link', { name: 'राजस्थान' })).not.toBeInTheDocument();
    expect(readFollows()).toEqual([SPORTS]);
  });

  it('says so in Hindi when the browser would not keep the change', async () => {
    toggleFollow(RAJASTHAN);
    const { user, notices } = renderWithPortal(<FollowedTopics />);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'फ़ॉलो हटाएं: राजस्थान' }));
    expect(notices()).toEqual([expect.stringContaining('सहेजा नहीं जा सका')]);
    expect(localStorage.getItem(READER_KEYS.follows)).toContain('राजस्थान');
  });
});
