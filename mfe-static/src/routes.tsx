import { lazyPage, type SectionModule } from '@janmat/shared';

// Page chunks are named `page-<routeId>` (`~` joins routes sharing a page): the build lists their files
// in mf-manifest.json, so the server can preload the code of the page it sends.

const PrivacyPage = lazyPage(
  () => import(/* webpackChunkName: "page-privacy~privacyPolicy" */ './features/privacy/PrivacyPage'),
  'PrivacyPage',
);

/** One page per route id this section owns; /privacy and /privacypolicy show the same policy. */
export const pages: SectionModule<'static'>['pages'] = {
  contact: lazyPage(
    () => import(/* webpackChunkName: "page-contact" */ './features/contact/ContactPage'),
    'ContactPage',
  ),
  about: lazyPage(() => import(/* webpackChunkName: "page-about" */ './features/about/AboutPage'), 'AboutPage'),
  advertise: lazyPage(
    () => import(/* webpackChunkName: "page-advertise" */ './features/advertise/AdvertisePage'),
    'AdvertisePage',
  ),
  refund: lazyPage(() => import(/* webpackChunkName: "page-refund" */ './features/refund/RefundPage'), 'RefundPage'),
  faqs: lazyPage(() => import(/* webpackChunkName: "page-faqs" */ './features/faqs/FaqsPage'), 'FaqsPage'),
  submitNews: lazyPage(
    () => import(/* webpackChunkName: "page-submitNews" */ './features/submit-news/SubmitNewsPage'),
    'SubmitNewsPage',
  ),
  privacy: PrivacyPage,
  privacyPolicy: PrivacyPage,
  meraJanmat: lazyPage(
    () => import(/* webpackChunkName: "page-meraJanmat" */ './features/profile/MeraJanmatPage'),
    'MeraJanmatPage',
  ),
};
