import { render, screen } from '@testing-library/react';
import { PollResults } from './PollResults';

test('each option with its votes and rounded share, and the total; no votes is 0%', () => {
  const { rerender } = render(<PollResults options={['हाँ', 'नहीं', 'पता नहीं']} votes={[2, 1, 0]} totalVotes={3} />);
  const items = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual(['हाँ: 2 वोट (67%)', 'नहीं: 1 वोट (33%)', 'पता नहीं: 0 वोट (0%)']);
  expect(screen.getByText('कुल वोट: 3')).toBeInTheDocument();
  rerender(<PollResults options={['हाँ', 'नहीं']} votes={[0, 0]} totalVotes={0} />);
  expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('हाँ: 0 वोट (0%)');
});
