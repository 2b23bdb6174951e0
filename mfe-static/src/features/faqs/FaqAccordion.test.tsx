import { renderWithPortal } from '@janmat/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { FAQS } from './content';
import { FaqAccordion } from './FaqAccordion';

const question = (index: number) => screen.getByText(FAQS[index]?.question ?? '').closest('summary') as HTMLElement;
const answer = (index: number) => screen.getByText(FAQS[index]?.answer[0] ?? '');
const opened = () =>
  [...document.querySelectorAll('details')].filter((d) => d.open).map((d) => d.querySelector('h2')?.textContent);

describe('FaqAccordion', () => {
  it('starts with the first answer open and the others closed, every answer in the page', () => {
    renderWithPortal(<FaqAccordion faqs={FAQS} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(opened()).toEqual([FAQS[0]?.question]);
    expect(answer(0)).toBeVisible();
    // Closed answers are in the markup (search engines, scriptless readers open them), not shown.
    expect(answer(1)).not.toBeVisible();
  });

  it('puts every question in one group, which the browser keeps to one open answer', () => {
    renderWithPortal(<FaqAccordion faqs={FAQS} />);
    const names = [...document.querySelectorAll('details')].map((d) => d.getAttribute('name'));
    expect(names).toHaveLength(5);
    expect(new Set(names)).toEqual(new Set(['faqs']));
  });

  it('closes the others when one opens, where the browser does not', async () => {
    const { user } = renderWithPortal(<FaqAccordion faqs={FAQS} />);
    await user.click(question(2));
    await waitFor(() => expect(opened()).toEqual([FAQS[2]?.question]));
    expect(answer(2)).toBeVisible();
    expect(answer(0)).not.toBeVisible();

    await user.click(question(4));
    await waitFor(() => expect(opened()).toEqual([FAQS[4]?.question]));
  });

  it('closes the open answer when its question is pressed again', async () => {
    const { user } = renderWithPortal(<FaqAccordion faqs={FAQS} />);
    await user.click(question(0));
    expect(opened()).toEqual([]);
    expect(answer(0)).not.toBeVisible();
  });
});
