import { render, screen } from '@testing-library/react';
import { Outcome } from './Outcome';

test('a success is a status message, a refusal an alert, nothing before the first try', () => {
  const { rerender, container } = render(<Outcome outcome={undefined} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<Outcome outcome={{ ok: true, text: 'बदलाव सहेज लिया गया।' }} />);
  expect(screen.getByRole('status')).toHaveTextContent('बदलाव सहेज लिया गया।');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  rerender(<Outcome outcome={{ ok: false, text: 'अनुरोध पूरा नहीं हो सका।' }} />);
  expect(screen.getByRole('alert')).toHaveTextContent('अनुरोध पूरा नहीं हो सका।');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
