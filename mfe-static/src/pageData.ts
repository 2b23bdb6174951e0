import { href } from '@janmat/shared';
import { pageFound, pageOf, type SectionPageData } from '@janmat/shared/page-data';

/** None of these pages reads the API (their text is in the section's code): each always exists. */
const always = () => pageOf();

/** The static section's data contract: what each of its pages shows, and whether its subject exists. */
export const pageData: SectionPageData<'static'> = {
  contact: always,
  about: always,
  advertise: always,
  refund: always,
  faqs: always,
  submitNews: always,
  privacy: always,
  // One policy at two addresses (the old site's footer and breadcrumb): /privacy is the one indexed.
  privacyPolicy: async () => pageFound({ canonical: href.privacy() }),
  // The reader's own page: what it lists is in the browser, never asked of the server.
  meraJanmat: always,
};
