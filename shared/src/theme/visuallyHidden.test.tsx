import { render, screen } from '@testing-library/react';
import { visuallyHidden } from './visuallyHidden';

describe('visuallyHidden', () => {
  it('takes the text off screen while it keeps naming its link', () => {
    render(
      <a href="/x">
        <span css={visuallyHidden}>जनमत फेसबुक पर</span>
      </a>,
    );
    const style = getComputedStyle(screen.getByText('जनमत फेसबुक पर'));
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.overflow).toBe('hidden');
    expect(screen.getByRole('link', { name: 'जनमत फेसबुक पर' })).toBeInTheDocument();
  });
});
