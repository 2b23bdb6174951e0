import { render } from '@testing-library/react';
import { CardSkeleton } from './CardSkeleton';

describe('CardSkeleton', () => {
  it('is hidden from screen readers and stacks the photo’s box over the title as a card', () => {
    const { container } = render(<CardSkeleton />);
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(box).display).not.toBe('grid');
  });

  it('as a row, sets the thumbnail’s box beside the title’s lines on a phone, as NewsRow does', () => {
    const { container } = render(<CardSkeleton row />);
    // jsdom applies no media query: these are the phone's styles.
    const style = getComputedStyle(container.firstElementChild as HTMLElement);
    expect(style.display).toBe('grid');
    expect(style.gridTemplateColumns).toBe('96px minmax(0, 1fr)');
  });
});
