import { COMPOSITION_SCRIPT_ID, RUM_TOKEN_ATTR } from '@janmat/shared/contracts';

/**
 * The beacon token the server signed into this page's composition script; undefined when the page
 * carries none (a staff page, a page from a server without releases): such a page sends no beacon.
 */
export function pageRumToken(doc: Pick<Document, 'getElementById'> = document): string | undefined {
  const token = doc.getElementById(COMPOSITION_SCRIPT_ID)?.getAttribute(RUM_TOKEN_ATTR);
  return token ? token : undefined;
}
