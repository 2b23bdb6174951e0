import type { SocialLinks } from '@janmat/shared/contracts';
import { type Env, withoutTrailingSlash } from './values';

/** The public site: its address, whom readers write to, where videos and the social links point. */
export interface SiteSettings {
  siteUrl: string;
  /** SITE_URL was given (unset, `siteUrl` is `http://localhost:$PORT` and the newsroom takes writes from the address a request came to). */
  siteUrlSet: boolean;
  editorialEmail: string;
  videoEmbedOrigin: string;
  social: SocialLinks;
}

const SITE_URL_EXAMPLE = 'e.g. SITE_URL=https://janmat.in';

/**
 * SITE_URL is the address in every canonical link, Open Graph tag, sitemap and RSS entry. Unset, they
 * would all point at localhost: a warning in development, a refusal to start in production.
 */
function siteUrlSetting(env: Env, port: number, warnings: string[]): string {
  if (env.SITE_URL) return withoutTrailingSlash(env.SITE_URL);
  const fallback = `http://localhost:${port}`;
  if (env.NODE_ENV === 'production') {
    throw new Error(
      `SITE_URL is not set, and NODE_ENV=production: canonical links, the sitemap and RSS would point at ${fallback}. ` +
        `Set SITE_URL to the site's public address (${SITE_URL_EXAMPLE}).`,
    );
  }
  warnings.push(
    `SITE_URL is not set: canonical links, Open Graph tags, the sitemap and RSS point at ${fallback}. ` +
      `Set SITE_URL to the site's public address (${SITE_URL_EXAMPLE}).`,
  );
  return fallback;
}

/** SITE_URL (a warning pushed to `warnings` when unset), EDITORIAL_EMAIL, VIDEO_EMBED_ORIGIN, SOCIAL_*_URL. */
export function siteSettings(env: Env, port: number, warnings: string[]): SiteSettings {
  return {
    siteUrl: siteUrlSetting(env, port, warnings),
    siteUrlSet: Boolean(env.SITE_URL),
    editorialEmail: env.EDITORIAL_EMAIL || 'editor@janmat.in',
    videoEmbedOrigin: withoutTrailingSlash(env.VIDEO_EMBED_ORIGIN || 'https://www.youtube-nocookie.com'),
    social: {
      facebook: env.SOCIAL_FACEBOOK_URL || 'https://www.facebook.com/janmat.in',
      x: env.SOCIAL_X_URL || 'https://x.com/janmat_in',
      youtube: env.SOCIAL_YOUTUBE_URL || 'https://www.youtube.com/@janmat.in',
      instagram: env.SOCIAL_INSTAGRAM_URL || 'https://www.instagram.com/janmat.in',
      whatsapp: env.SOCIAL_WHATSAPP_URL || 'https://whatsapp.com/channel/janmat.in',
    },
  };
}
