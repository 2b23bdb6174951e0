import { PageFrame } from '@janmat/shared/page-frame';
import { staticFrame } from '../static-page/staticFrame';
import { pageColumn, prose } from '../static-page/styles';
import { ContactForm } from './ContactForm';
import { CONTACT_TEXTS, contactPage } from './content';
import { FollowUs } from './FollowUs';
import { blockHeading, contactLayout } from './styles';

/** /contactus: the contact form beside the follow-us block. */
export function ContactPage() {
  return (
    <PageFrame {...staticFrame(contactPage)} css={pageColumn}>
      <p css={prose}>{CONTACT_TEXTS.intro}</p>
      <div css={contactLayout}>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" css={blockHeading}>
            {CONTACT_TEXTS.formHeading}
          </h2>
          <ContactForm labelledBy="contact-form-heading" />
        </section>
        <FollowUs />
      </div>
    </PageFrame>
  );
}
