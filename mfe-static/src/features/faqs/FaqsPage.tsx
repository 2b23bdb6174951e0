import { PageFrame } from '../static-page/PageFrame';
import { FAQS, faqsPage } from './content';
import { FaqAccordion } from './FaqAccordion';

/** /faqs: five questions about the product in an accordion. */
export function FaqsPage() {
  return (
    <PageFrame info={faqsPage}>
      <FaqAccordion faqs={FAQS} />
    </PageFrame>
  );
}
