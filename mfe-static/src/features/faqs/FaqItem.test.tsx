import { href } from '@janmat/shared';
import { renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { FaqItem } from './FaqItem';

const faq = {
  id: 'sample',
  question: 'विज्ञापन कैसे दें?',
  answer: ['विज्ञापन पेज देखें।'],
  link: { label: 'विज्ञापन दें पेज पर जाएँ', to: href.advertise() },
};

describe('FaqItem', () => {
  it('hides a closed answer and asks to open it when its question is pressed', async () => {
    const onToggle = jest.fn();
    const { user } = renderWithPortal(<FaqItem faq={faq} open={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: faq.question });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('विज्ञापन पेज देखें।')).not.toBeVisible();
    await user.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('shows an open answer as a region named by its question, with its link', () => {
    renderWithPortal(<FaqItem faq={faq} open onToggle={() => {}} />);
    const region = screen.getByRole('region', { name: faq.question });
    expect(region).toHaveTextContent('विज्ञापन पेज देखें।');
    expect(screen.getByRole('link', { name: faq.link.label })).toHaveAttribute('href', href.advertise());
    expect(screen.getByRole('heading', { level: 2, name: faq.question })).toBeInTheDocument();
  });
});
