import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoFacade } from './VideoFacade';

const LINK = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('VideoFacade', () => {
  it('requests nothing from the video host until asked, showing only a named play button', () => {
    const { container } = render(<VideoFacade link={LINK} number={2} />);
    expect(container.querySelector('iframe, img')).toBeNull();
    expect(screen.getByRole('button', { name: 'वीडियो 2 चलाएँ' })).toBeInTheDocument();
  });

  it('swaps in the playing embed on click and moves focus to it', async () => {
    const user = userEvent.setup();
    render(<VideoFacade link={LINK} number={2} />);
    await user.click(screen.getByRole('button', { name: 'वीडियो 2 चलाएँ' }));
    const player = screen.getByTitle('वीडियो 2');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', `${LINK}?autoplay=1`);
    expect(player).toHaveAttribute('loading', 'lazy');
    expect(player).toHaveAttribute('allowfullscreen');
    expect(player.getAttribute('allow')).toContain('autoplay');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('embeds a link it cannot make a facade for directly, lazily', () => {
    render(<VideoFacade link="https://player.example.org/v/1" number={3} />);
    const player = screen.getByTitle('वीडियो 3');
    expect(player).toHaveAttribute('src', 'https://player.example.org/v/1');
    expect(player).toHaveAttribute('loading', 'lazy');
  });
});
