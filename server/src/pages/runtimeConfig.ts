import type { AppDeps } from '../deps';

/** The runtime configuration every page carries (`janmat-config`) and its server render is given. */
export function runtimeConfigOf({ config }: Pick<AppDeps, 'config'>) {
  return { apiBase: '/api', siteUrl: config.siteUrl, editorialEmail: config.editorialEmail, social: config.social };
}
