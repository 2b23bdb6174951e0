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

const summary = () => screen.getByText(faq.question).closest('summary') as HTMLElement;

describe('FaqItem', () => {
  it('hides a closed answer, and the browser opens it when its question is pressed', async () => {
    const { user } = renderWithPortal(<FaqItem faq={faq} open={false} group="faqs" />);
    expect(screen.getByText('विज्ञापन पेज देखें।')).not.toBeVisible();
    await user.click(summary());
    expect(screen.getByText('विज्ञापन पेज देखें।')).toBeVisible();
    expect(summary().parentElement).toHaveAttribute('open');
  });

  it('shows an open answer under its question, a level-2 heading, with its link', () => {
    renderWithPortal(<FaqItem faq={faq} open group="faqs" />);
    expect(screen.getByText('विज्ञापन पेज देखें।')).toBeVisible();
    expect(screen.getByRole('link', { name: faq.link.label })).toHaveAttribute('href', href.advertise());
    expect(screen.getByRole('heading', { level: 2, name: faq.question }).closest('summary')).toBe(summary());
  });
});
