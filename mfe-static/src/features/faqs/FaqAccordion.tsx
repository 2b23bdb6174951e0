import type { SyntheticEvent } from 'react';
import type { Faq } from './content';
import { FaqItem } from './FaqItem';
import { faqList } from './styles';

const GROUP = 'faqs';

/**
 * A browser without exclusive `<details name>` (before Chrome 120, Safari 17.2, Firefox 130) would
 * leave several answers open: once the page's scripts run, opening one closes the others there too.
 */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>): void {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of opened.parentElement?.querySelectorAll<HTMLDetailsElement>(`details[name="${GROUP}"]`) ?? [])
    if (other !== opened) other.open = false;
}

/** The questions, at most one answer open at a time; the first starts open. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div css={faqList}>
      {faqs.map((faq, index) => (
        <FaqItem key={faq.id} faq={faq} open={index === 0} group={GROUP} onToggle={closeOthers} />
      ))}
    </div>
  );
}
