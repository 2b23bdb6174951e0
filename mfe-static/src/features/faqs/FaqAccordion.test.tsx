import { renderWithPortal } from '@janmat/shared/testing';
import { screen } from '@testing-library/react';
import { FAQS } from './content';
import { FaqAccordion } from './FaqAccordion';

const question = (index: number) => screen.getByRole('button', { name: FAQS[index]?.question });
const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-expanded') === 'true')
    .map((b) => b.textContent);

describe('FaqAccordion', () => {
  it('starts with the first answer open and the others closed', () => {
    renderWithPortal(<FaqAccordion faqs={FAQS} />);
    expect(screen.getAllByRole('button')).toHaveLength(5);
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: FAQS[0]?.question })).toBeVisible();
    expect(question(1)).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one answer open at a time', async () => {
    const { user } = renderWithPortal(<FaqAccordion faqs={FAQS} />);
    await user.click(question(2));
    expect(expanded()).toEqual([expect.stringContaining(FAQS[2]?.question ?? '')]);
    expect(document.getElementById('faq-answer-what')).not.toBeVisible();
    expect(screen.getByRole('region', { name: FAQS[2]?.question })).toHaveTextContent(FAQS[2]?.answer[0] ?? '');

    await user.click(question(4));
    expect(expanded()).toEqual([expect.stringContaining(FAQS[4]?.question ?? '')]);
    expect(document.getElementById('faq-answer-join')).not.toBeVisible();
  });

  it('closes the open answer when its question is pressed again', async () => {
    const { user } = renderWithPortal(<FaqAccordion faqs={FAQS} />);
    await user.click(question(0));
    expect(expanded()).toEqual([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('ties each button to the answer it controls', () => {
    renderWithPortal(<FaqAccordion faqs={FAQS} />);
    for (const [index, faq] of FAQS.entries()) {
      const controls = question(index).getAttribute('aria-controls') ?? '';
      expect(document.getElementById(controls)).toHaveTextContent(faq.answer[0] ?? '');
    }
  });
});
