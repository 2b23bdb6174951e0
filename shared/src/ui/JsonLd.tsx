import { scriptJson } from '../contracts/scriptJson';

/**
 * Structured data (schema.org) for search engines, in the page itself: rendered on the server with
 * the page and kept as it is when the browser hydrates it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptJson, no markup can close the script
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
