import { Link } from '@janmat/shared';
import type { SyntheticEvent } from 'react';
import type { Faq } from './content';
import { answerPanel, faqBox, marker, questionHeading, questionSummary } from './styles';

interface FaqItemProps {
  faq: Faq;
  /** The answer starts open. */
  open: boolean;
  /** The accordion's name: the browser keeps one answer of the group open (`<details name>`). */
  group: string;
  onToggle?: (event: SyntheticEvent<HTMLDetailsElement>) => void;
}

/**
 * One question of the accordion, a `<details>`: the browser opens and closes it, before the page's
 * scripts have run and without them.
 */
export function FaqItem({ faq, open, group, onToggle }: FaqItemProps) {
  return (
    <details css={faqBox} name={group} open={open} onToggle={onToggle}>
      <summary css={questionSummary}>
        <h2 css={questionHeading}>{faq.question}</h2>
        <span css={marker} aria-hidden="true" />
      </summary>
      <div css={answerPanel}>
        {faq.answer.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {faq.link && (
          <p>
            <Link to={faq.link.to}>{faq.link.label}</Link>
          </p>
        )}
      </div>
    </details>
  );
}
