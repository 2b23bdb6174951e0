import { FORM_IDS, href } from '@janmat/shared';
import type { ContactFormValues } from '@janmat/shared/validation';
import type { PageInfo } from '../static-page/types';

export const contactPage: PageInfo = {
  heading: 'संपर्क करें',
  title: 'संपर्क करें | जनमत',
  description: 'जनमत की संपादकीय टीम को संदेश भेजें: खबर पर सुझाव, शिकायत, विज्ञापन या कोई और बात। सोशल मीडिया पर भी हमसे जुड़ें।',
  keywords: 'जनमत संपर्क, संपर्क करें, जनमत फ़ोन, जनमत ई-मेल, सुझाव और शिकायत',
  canonical: href.contact(),
};

/** Hindi labels of the form fields; the validation messages stay the spec's exact texts. */
export const FIELD_LABELS = {
  name: 'नाम',
  email: 'ई-मेल',
  phone: 'मोबाइल नंबर',
  sub: 'विषय',
  des: 'संदेश',
} as const;

export const CONTACT_TEXTS = {
  intro: 'किसी खबर पर सुझाव, शिकायत, विज्ञापन या कोई और बात हो, तो नीचे दिया फ़ॉर्म भरें। हमारी टीम जल्द से जल्द आपसे संपर्क करेगी।',
  formHeading: 'हमें संदेश भेजें',
  submit: 'संदेश भेजें',
  sending: 'भेजा जा रहा है…',
  failed: 'संदेश नहीं भेजा जा सका, कृपया फिर से कोशिश करें।',
  optional: 'वैकल्पिक',
  followUs: 'हमें फ़ॉलो करें',
} as const;

/** The form's element id, also its name in the form echo and in `?sent=` after a post without scripts. */
export const CONTACT_FORM_ID = FORM_IDS.contact;

export const EMPTY_CONTACT: ContactFormValues = { name: '', email: '', phone: '', sub: '', des: '' };
