import type { SectionModule } from '@janmat/shared';
import { type ComponentType, lazy } from 'react';

/** A page split into its own chunk: `load` is a dynamic import, `name` its named export. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const PrivacyPage = lazyPage(() => import('./features/privacy/PrivacyPage'), 'PrivacyPage');

/** One page per route id this section owns; /privacy and /privacypolicy show the same policy. */
export const pages: SectionModule<'static'>['pages'] = {
  contact: lazyPage(() => import('./features/contact/ContactPage'), 'ContactPage'),
  about: lazyPage(() => import('./features/about/AboutPage'), 'AboutPage'),
  advertise: lazyPage(() => import('./features/advertise/AdvertisePage'), 'AdvertisePage'),
  refund: lazyPage(() => import('./features/refund/RefundPage'), 'RefundPage'),
  faqs: lazyPage(() => import('./features/faqs/FaqsPage'), 'FaqsPage'),
  submitNews: lazyPage(() => import('./features/submit-news/SubmitNewsPage'), 'SubmitNewsPage'),
  privacy: PrivacyPage,
  privacyPolicy: PrivacyPage,
};
