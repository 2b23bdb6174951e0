import { absoluteUrl, getRuntimeConfig, href, SITE_SHARE_IMAGE } from '@janmat/shared';

/** The site as a schema.org Organization: its name, address and logo (its 1200×630 share picture). */
export function publisherLd(): Record<string, unknown> {
  const { path, width, height } = SITE_SHARE_IMAGE;
  return {
    '@type': 'Organization',
    name: 'जनमत',
    url: absoluteUrl(href.home()),
    logo: { '@type': 'ImageObject', url: absoluteUrl(path), width, height },
  };
}

/** The home page's Organization: the publisher, with its social profiles as `sameAs`. */
export function organizationLd(): Record<string, unknown> {
  const profiles = Object.values(getRuntimeConfig().social).filter((url) => /^https:\/\//.test(url));
  return {
    '@context': 'https://schema.org',
    ...publisherLd(),
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}
