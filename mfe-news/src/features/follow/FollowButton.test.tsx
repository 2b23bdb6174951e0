import { TAPPED_PRESSED_MARK } from '@janmat/shared';
import { READER_KEYS, readFollows, toggleFollow } from '@janmat/shared/reader';
import { renderHydrated, renderWithPortal } from '@janmat/shared/testing';
import { act, screen } from '@testing-library/react';
import { FollowButton } from './FollowButton';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

const BIHAR = { kind: 'state', code: '2', name: 'बिहार', path: '/news/state/2/bihar' } as const;

describe('FollowButton', () => {
  it('follows on a tap and stops on the next, pressed while followed', async () => {
    const { user } = renderWithPortal(<FollowButton topic={BIHAR} />);
    const button = screen.getByRole('button', { name: 'फ़ॉलो करें' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'फ़ॉलो कर रहे हैं' })).toHaveAttribute('aria-pressed', 'true');
    expect(readFollows()).toEqual([BIHAR]);
    await user.click(screen.getByRole('button', { name: 'फ़ॉलो कर रहे हैं' }));
    expect(readFollows()).toEqual([]);
    expect(screen.getByRole('button', { name: 'फ़ॉलो करें' })).toBeInTheDocument();
  });

  it('shows a follow made in another tab', () => {
    renderWithPortal(<FollowButton topic={BIHAR} />);
    act(() => {
      toggleFollow(BIHAR);
    });
    expect(screen.getByRole('button', { name: 'फ़ॉलो कर रहे हैं' })).toBeInTheDocument();
  });

  it('says «फ़ॉलो करें» in the server HTML for everyone, then the reader’s own choice', async () => {
    toggleFollow(BIHAR);
    const { serverHtml } = await renderHydrated(<FollowButton topic={BIHAR} />);
    expect(serverHtml).toMatch(/aria-pressed="false"/);
    expect(screen.getByRole('button', { name: 'फ़ॉलो कर रहे हैं' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so in Hindi when the browser would not keep the choice, and stays as it was', async () => {
    const { user, notices } = renderWithPortal(<FollowButton topic={BIHAR} />);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'फ़ॉलो करें' }));
    expect(notices()).toEqual([expect.stringContaining('सहेजा नहीं जा सका')]);
    expect(localStorage.getItem(READER_KEYS.follows)).toBeNull();
    expect(screen.getByRole('button', { name: 'फ़ॉलो करें' })).toBeInTheDocument();
  });

  it('answers a kept tap by what the button showed when tapped, not by what React drew since', async () => {
    toggleFollow(BIHAR);
    const { user } = renderWithPortal(<FollowButton topic={BIHAR} />);
    const button = screen.getByRole('button', { name: 'फ़ॉलो कर रहे हैं' });
    // The server's «फ़ॉलो करें» was tapped: the topic stays followed.
    button.setAttribute(TAPPED_PRESSED_MARK, 'false');
    await user.click(button);
    expect(readFollows()).toEqual([BIHAR]);
    // «फ़ॉलो कर रहे हैं» was tapped: following stops.
    button.setAttribute(TAPPED_PRESSED_MARK, 'true');
    await user.click(button);
    expect(readFollows()).toEqual([]);
  });
});
