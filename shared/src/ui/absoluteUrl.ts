import { getRuntimeConfig } from '../api/runtimeConfig';

/** A site path (`/news/x/y`) as an absolute URL on the site; absolute URLs are returned as they are. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${getRuntimeConfig().siteUrl}${path}`;
}
