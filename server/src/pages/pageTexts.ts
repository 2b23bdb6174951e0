import { SITE_SHARE_IMAGE } from '@janmat/shared/contracts';

/**
 * The site's own texts, for what speaks for the whole site: the fallback page's head (a page sent
 * without its server view, see pages.ts) and the RSS channel. Each page's own title, description
 * and share image are its section's (`PageMeta`).
 */
export const SITE_NAME = 'जनमत';

export const DEFAULT_DESCRIPTION =
  'जनमत — राजस्थान, मध्य प्रदेश, उत्तर प्रदेश, हरियाणा, दिल्ली और बिहार की राजनीति की ताज़ा खबरें, वीडियो, वेब स्टोरी, फोटो गैलरी, राशिफल और जनमत सर्वेक्षण।';

/** Drawn at start (see ogImage.ts): the SVG, and the 1200×630 PNG beside it that share previews use. */
export const DEFAULT_IMAGE_SVG = '/uploads/site/janmat-og.svg';
/** The site's share image (share previews show no SVG); its size and description are the contract's. */
export const DEFAULT_IMAGE = SITE_SHARE_IMAGE.path;

export const NOT_FOUND_PAGE = {
  title: 'पेज नहीं मिला',
  description: 'यह पेज मौजूद नहीं है।',
};
