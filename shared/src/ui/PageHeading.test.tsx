import { render, screen } from '@testing-library/react';
import { PageHeading } from './PageHeading';

describe('PageHeading', () => {
  it('is the level-1 heading and can take focus from script only', () => {
    render(<PageHeading>वीडियो</PageHeading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'वीडियो' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    heading.focus();
    expect(heading).toHaveFocus();
  });
});
