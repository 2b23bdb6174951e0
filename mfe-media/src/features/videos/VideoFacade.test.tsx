import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { VideoFacade } from './VideoFacade';

const LINK = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('VideoFacade', () => {
  it('requests nothing from the video host until asked, showing only a named play button', () => {
    const { container } = render(<VideoFacade link={LINK} number={2} />);
    expect(container.querySelector('img')).toBeNull();
    // The player's frame waits in the page, hidden and with no address.
    const frame = container.querySelector('iframe');
    expect(frame).not.toHaveAttribute('src');
    expect(frame).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'वीडियो 2 चलाएँ' })).toHaveAttribute('data-plays', `${LINK}?autoplay=1`);
  });

  it('played before the scripts ran (the page gave its frame the address), it hydrates playing, without loading the player again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<VideoFacade link={LINK} number={2} />);
    document.body.append(container);
    const frame = container.querySelector('iframe') as HTMLIFrameElement;
    // What the taps program does on the tap.
    frame.src = `${LINK}?autoplay=1`;
    frame.hidden = false;
    const sets = jest.spyOn(frame, 'src', 'set');
    // React's one note (in development) about the attributes the page changed before the scripts.
    const note = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <VideoFacade link={LINK} number={2} />, { onRecoverableError: () => {} });
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTitle('वीडियो 2')).toBeVisible();
    expect(sets).not.toHaveBeenCalled();
    expect(note.mock.calls.map(([text]) => String(text))).toEqual([
      expect.stringContaining("some attributes of the server rendered HTML didn't match"),
    ]);
    note.mockRestore();
    container.remove();
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
