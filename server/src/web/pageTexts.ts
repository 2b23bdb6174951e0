import type { RouteId } from '@janmat/shared/contracts';

export const SITE_NAME = 'जनमत';

export const DEFAULT_DESCRIPTION =
  'जनमत — राजस्थान, मध्य प्रदेश, उत्तर प्रदेश, हरियाणा, दिल्ली और बिहार की राजनीति की ताज़ा खबरें, वीडियो, वेब स्टोरी, फोटो गैलरी, राशिफल और जनमत सर्वेक्षण।';

export const DEFAULT_KEYWORDS =
  'जनमत, हिंदी समाचार, राजनीति, चुनाव, पोल, राजस्थान, मध्य प्रदेश, उत्तर प्रदेश, हरियाणा, दिल्ली, बिहार';

/** Drawn at start (see ogImage.ts): the SVG, and the 1200×630 PNG beside it that share previews use. */
export const DEFAULT_IMAGE_SVG = '/uploads/site/janmat-og.svg';
/** Shared by every page whose image is not its own. */
export const DEFAULT_IMAGE = '/uploads/site/janmat-og.png';

export interface FixedPage {
  title: string;
  description: string;
  /** Canonical path when it differs from the route's own path. */
  canonical?: string;
  noindex?: boolean;
}

/** Pages whose head does not depend on data. */
export const FIXED_PAGES: Partial<Record<RouteId, FixedPage>> = {
  newsIndex: { title: 'ताज़ा खबरें', description: 'जनमत पर राजनीति की सभी ताज़ा खबरें, सबसे नई पहले।' },
  videos: { title: 'वीडियो', description: 'राजनीति और चुनाव से जुड़े ताज़ा वीडियो जनमत पर देखें।' },
  webStories: { title: 'वेब स्टोरी', description: 'कम शब्दों में बड़ी खबरें: जनमत की वेब स्टोरी।' },
  storySlider: { title: 'वेब स्टोरी', description: 'कम शब्दों में बड़ी खबरें: जनमत की वेब स्टोरी।' },
  photos: { title: 'फोटो गैलरी', description: 'रैलियों, सभाओं और चुनावी माहौल की तस्वीरें — जनमत फोटो गैलरी।' },
  astrology: { title: 'राशिफल', description: 'आज का राशिफल: मेष से मीन तक सभी 12 राशियों का हाल जनमत पर पढ़ें।' },
  createPoll: { title: 'अपना पोल बनाएं', description: 'अपना सवाल पूछें और जनता की राय जानें: जनमत पर मुफ्त पोल बनाएं।' },
  myPolls: { title: 'मेरे पोल', description: 'आपके बनाए पोल और उनके नतीजे।', noindex: true },
  contact: { title: 'संपर्क करें', description: 'जनमत की टीम से संपर्क करें: सुझाव, शिकायत या खबर की जानकारी भेजें।' },
  about: { title: 'हमारे बारे में', description: 'जनमत के बारे में: हिंदी में निष्पक्ष राजनीतिक खबरें और मासिक पत्रिका।' },
  advertise: { title: 'विज्ञापन दें', description: 'जनमत पर विज्ञापन देने की जानकारी।' },
  refund: { title: 'रिफंड नीति', description: 'जनमत की रिफंड नीति।' },
  faqs: { title: 'अक्सर पूछे जाने वाले प्रश्न', description: 'जनमत के बारे में अक्सर पूछे जाने वाले प्रश्न और उनके उत्तर।' },
  submitNews: { title: 'खबर भेजें', description: 'जनमत को अपनी खबर भेजें या रिपोर्टर बनें।' },
  privacy: { title: 'गोपनीयता नीति', description: 'जनमत की गोपनीयता नीति: हम कौन-सी जानकारी रखते हैं और क्यों।' },
  privacyPolicy: {
    title: 'गोपनीयता नीति',
    description: 'जनमत की गोपनीयता नीति: हम कौन-सी जानकारी रखते हैं और क्यों।',
    canonical: '/privacy',
  },
};

export const NOT_FOUND_PAGE = {
  title: 'पेज नहीं मिला',
  description: 'यह पेज मौजूद नहीं है।',
};
