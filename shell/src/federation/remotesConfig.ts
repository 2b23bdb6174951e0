import type { RemoteEntry } from '@janmat/shared/contracts';

/**
 * Reads `/remotes.json` (`{ "news": ".../mf-manifest.json", ... }`), never from the HTTP cache, so a
 * remote moved to a new URL is picked up on the next page load without rebuilding the shell.
 * Entries that are not a name → URL string pair are skipped.
 */
export async function fetchRemotes(url = '/remotes.json', fetchFn: typeof fetch = fetch): Promise<RemoteEntry[]> {
  const response = await fetchFn(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error(`${url} is not an object`);
  return Object.entries(body)
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1].length > 0)
    .map(([name, entry]) => ({ name, entry }));
}

/**
 * The remotes as the loader asks for them: first the read started at boot, and after a failed read
 * (the chrome still boots; each section shows its fallback) a new one, so a section's retry button
 * can recover without a page reload.
 */
export function remotesReader(
  first: Promise<RemoteEntry[]>,
  read: () => Promise<RemoteEntry[]> = fetchRemotes,
): () => Promise<RemoteEntry[]> {
  let pending: Promise<RemoteEntry[]> | undefined = first;
  first.catch((error: unknown) => console.error('[janmat] /remotes.json could not be read', error));
  return () => {
    const next = pending ?? read();
    pending = undefined;
    return next;
  };
}
