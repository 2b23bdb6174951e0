import { useState } from 'react';
import type { Faq } from './content';
import { FaqItem } from './FaqItem';
import { faqList } from './styles';

/** The questions, at most one answer open at a time; the first starts open. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const [openId, setOpenId] = useState<string | null>(faqs[0]?.id ?? null);
  return (
    <div css={faqList}>
      {faqs.map((faq) => (
        <FaqItem
          key={faq.id}
          faq={faq}
          open={openId === faq.id}
          onToggle={() => setOpenId((current) => (current === faq.id ? null : faq.id))}
        />
      ))}
    </div>
  );
}
