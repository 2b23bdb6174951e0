import { COMPOSITION_SCRIPT_ID, type RemoteEntry } from '@janmat/shared/contracts';
import { fetchShellRemotes, type ShellRemotes } from './remotesConfig';

/**
 * The builds the server rendered this page with (its composition script): section → manifest URL.
 * Undefined when the page names none (a staff page, a page from a server without releases) or the
 * script is unreadable.
 */
export function readPinnedRemotes(doc: Pick<Document, 'getElementById'> = document): RemoteEntry[] | undefined {
  const text = doc.getElementById(COMPOSITION_SCRIPT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const remotes = Object.entries(parsed).flatMap(([name, build]) => {
      const manifest = (build as { manifest?: unknown } | null)?.manifest;
      return typeof manifest === 'string' && manifest !== '' ? [{ name, entry: manifest }] : [];
    });
    return remotes.length > 0 ? remotes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The remotes this page view registers: the builds its HTML names (pinned: the page hydrates with the
 * builds it was rendered with, and its client-side navigations keep them until a reload, whatever is
 * released meanwhile), else `/remotes.json`. That is still read when a tester's override is proposed
 * or applied, for the origins overrides may come from.
 */
export function shellRemotes(
  pinned: RemoteEntry[] | undefined,
  overrides: boolean,
  fetchRemotes: () => Promise<ShellRemotes> = () => fetchShellRemotes(),
): () => Promise<ShellRemotes> {
  if (!pinned) return fetchRemotes;
  if (!overrides) return async () => ({ remotes: pinned, overrideOrigins: [] });
  return async () => ({ ...(await fetchRemotes()), remotes: pinned });
}
