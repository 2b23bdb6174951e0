import type { RuntimeConfig, SocialLinks } from '../contracts/runtimeConfig';
import { isRecord, readJsonScript } from './jsonScript';

export const CONFIG_SCRIPT_ID = 'janmat-config';

const DEFAULT_SOCIAL: SocialLinks = {
  facebook: 'https://www.facebook.com/janmat',
  x: 'https://x.com/janmat',
  youtube: 'https://www.youtube.com/@janmat',
  instagram: 'https://www.instagram.com/janmat',
  whatsapp: 'https://www.whatsapp.com/channel/janmat',
};

const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

const stringOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

function parseConfig(raw: unknown): RuntimeConfig {
  const given = isRecord(raw) ? raw : {};
  const social = isRecord(given.social) ? given.social : {};
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return {
    apiBase: withoutTrailingSlash(stringOr(given.apiBase, '/api')),
    siteUrl: withoutTrailingSlash(stringOr(given.siteUrl, origin)),
    editorialEmail: stringOr(given.editorialEmail, 'editor@janmat.in'),
    social: {
      facebook: stringOr(social.facebook, DEFAULT_SOCIAL.facebook),
      x: stringOr(social.x, DEFAULT_SOCIAL.x),
      youtube: stringOr(social.youtube, DEFAULT_SOCIAL.youtube),
      instagram: stringOr(social.instagram, DEFAULT_SOCIAL.instagram),
      whatsapp: stringOr(social.whatsapp, DEFAULT_SOCIAL.whatsapp),
    },
  };
}

let cached: RuntimeConfig | undefined;

/** The page's runtime configuration, read once; defaults fill whatever the page leaves out. */
export function getRuntimeConfig(): RuntimeConfig {
  cached ??= parseConfig(readJsonScript(CONFIG_SCRIPT_ID));
  return cached;
}

/**
 * Sets the configuration where no page carries it: the server renders pages with the same values
 * it writes into them (`janmat-config`), so links and head tags match after hydration.
 */
export function setRuntimeConfig(raw: unknown): void {
  cached = parseConfig(raw);
}

/** Forgets the parsed configuration so the next call reads the page again (tests). */
export function resetRuntimeConfig(): void {
  cached = undefined;
}
