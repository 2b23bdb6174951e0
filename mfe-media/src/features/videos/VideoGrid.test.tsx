import { BREAKPOINTS } from '@janmat/shared';
import { render, screen } from '@testing-library/react';
import { styleByMedia } from '../../test/cssRules';
import { VideoGrid } from './VideoGrid';

const videos = ['aaaaaaaaaa1', 'bbbbbbbbbb2', 'ccccccccccc'].map((id) => ({
  link: `https://www.youtube-nocookie.com/embed/${id}`,
}));

describe('VideoGrid', () => {
  it('has 1 column on small screens, 2 from the medium and 4 from the large breakpoint', () => {
    render(<VideoGrid videos={videos} />);
    expect(styleByMedia(screen.getByRole('list', { name: 'वीडियो' }), 'grid-template-columns')).toEqual({
      '': 'repeat(1, minmax(0, 1fr))',
      [`(min-width: ${BREAKPOINTS.md}px)`]: 'repeat(2, minmax(0, 1fr))',
      [`(min-width: ${BREAKPOINTS.lg}px)`]: 'repeat(4, minmax(0, 1fr))',
    });
  });

  it('shows one play button per video, numbered in order', () => {
    render(<VideoGrid videos={videos} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'वीडियो 1 चलाएँ',
      'वीडियो 2 चलाएँ',
      'वीडियो 3 चलाएँ',
    ]);
  });
});
