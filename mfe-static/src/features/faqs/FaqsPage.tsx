import { PageFrame } from '@janmat/shared/page-frame';
import { staticFrame } from '../static-page/staticFrame';
import { pageColumn } from '../static-page/styles';
import { FAQS, faqsPage } from './content';
import { FaqAccordion } from './FaqAccordion';

/** /faqs: five questions about the product in an accordion. */
export function FaqsPage() {
  return (
    <PageFrame {...staticFrame(faqsPage)} css={pageColumn}>
      <FaqAccordion faqs={FAQS} />
    </PageFrame>
  );
}
