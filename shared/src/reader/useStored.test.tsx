import { act, render, screen } from '@testing-library/react';
import { isFollowList, NO_FOLLOWS, toggleFollow } from './follows';
import { READER_KEYS } from './readerKeys';
import { useStored } from './useStored';

afterEach(() => localStorage.clear());

function Follows() {
  const follows = useStored(READER_KEYS.follows, isFollowList, NO_FOLLOWS);
  return <p>{follows.map((t) => t.name).join(', ') || 'कोई नहीं'}</p>;
}

describe('useStored', () => {
  it('shows the kept value and follows its changes', () => {
    toggleFollow({ kind: 'state', code: '2', name: 'राजस्थान', path: '/news/state/2/rajasthan' });
    render(<Follows />);
    expect(screen.getByText('राजस्थान')).toBeInTheDocument();
    act(() => {
      toggleFollow({ kind: 'category', code: '5', name: 'खेल', path: '/newscategory/sports' });
    });
    expect(screen.getByText('राजस्थान, खेल')).toBeInTheDocument();
  });
});
