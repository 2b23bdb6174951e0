import { Link } from '@janmat/shared';
import type { Faq } from './content';
import { answerPanel, faqBox, marker, questionButton, questionHeading } from './styles';

interface FaqItemProps {
  faq: Faq;
  open: boolean;
  onToggle: () => void;
}

/** One question of the accordion: a heading with a toggle button, and its answer region. */
export function FaqItem({ faq, open, onToggle }: FaqItemProps) {
  const buttonId = `faq-question-${faq.id}`;
  const panelId = `faq-answer-${faq.id}`;
  return (
    <div css={faqBox}>
      <h2 css={questionHeading}>
        <button
          type="button"
          id={buttonId}
          css={questionButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {faq.question}
          <span css={marker} aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <section id={panelId} aria-labelledby={buttonId} hidden={!open} css={answerPanel}>
        {faq.answer.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {faq.link && (
          <p>
            <Link to={faq.link.to}>{faq.link.label}</Link>
          </p>
        )}
      </section>
    </div>
  );
}
