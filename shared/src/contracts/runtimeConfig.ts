/** The site's social profiles (footer, contact page); configured on the server, read by the page. */
export interface SocialLinks {
  facebook: string;
  x: string;
  youtube: string;
  instagram: string;
  whatsapp: string;
}

/** Settings the server writes into the page (`<script id="janmat-config" type="application/json">`). */
export interface RuntimeConfig {
  /** Base of the JSON API, without a trailing slash (`/api`). */
  apiBase: string;
  /** Public origin of the site, without a trailing slash; canonical and share links start with it. */
  siteUrl: string;
  editorialEmail: string;
  social: SocialLinks;
}

/** Id of the JSON script carrying the query results a server-rendered page was rendered with. */
export const API_STATE_SCRIPT_ID = 'janmat-state';

/**
 * The attribute of that element naming where the results are, when the page does not carry them (a
 * page whose scripts wait for the reader: docs/decisions/0019).
 */
export const STATE_SRC_ATTRIBUTE = 'data-src';
