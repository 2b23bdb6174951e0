import { fireEvent, render, screen } from '@testing-library/react';
import { SectionBoundary } from './SectionBoundary';

let broken = true;
function Section() {
  if (broken) throw new Error('remote down');
  return <p>वीडियो सेक्शन</p>;
}

describe('SectionBoundary', () => {
  it('shows the Hindi message, logs the error and renders the section again on retry', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onRetry = jest.fn(() => {
      broken = false;
    });
    render(
      <SectionBoundary onRetry={onRetry}>
        <Section />
      </SectionBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('यह हिस्सा अभी लोड नहीं हो सका।');
    expect(error).toHaveBeenCalledWith(
      'Section failed to load',
      expect.objectContaining({ message: 'remote down' }),
      expect.any(String),
    );

    fireEvent.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('वीडियो सेक्शन')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });
});
