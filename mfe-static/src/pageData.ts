import { href, pageFound, pageOf, type SectionData } from '@janmat/shared';

/** None of these pages reads the API (their text is in the section's code): each always exists. */
const always = () => pageOf();

/** The static section's data contract: what each of its pages shows, and whether its subject exists. */
export const pageData: SectionData<'static'>['pageData'] = {
  contact: always,
  about: always,
  advertise: always,
  refund: always,
  faqs: always,
  submitNews: always,
  privacy: always,
  // One policy at two addresses (the old site's footer and breadcrumb): /privacy is the one indexed.
  privacyPolicy: async () => pageFound({ canonical: href.privacy() }),
};
