import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says there is nothing here in Hindi by default', () => {
    render(<EmptyState />);
    expect(screen.getByText('यहाँ अभी कुछ नहीं है।')).toBeInTheDocument();
  });

  it('shows the message it is given', () => {
    render(<EmptyState>अभी कोई पोल नहीं है।</EmptyState>);
    expect(screen.getByText('अभी कोई पोल नहीं है।')).toBeInTheDocument();
    expect(screen.queryByText('यहाँ अभी कुछ नहीं है।')).toBeNull();
  });
});
