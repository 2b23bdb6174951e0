import type { RemoteEntry } from '@janmat/shared/contracts';

/** What the shell takes from `/remotes.json`: the remotes to register, and where overrides may come from. */
export interface ShellRemotes {
  remotes: RemoteEntry[];
  /** Origins a tester may take one section from (`?remote.<name>=`); empty: overrides are off. */
  overrideOrigins: string[];
}

/**
 * Reads `/remotes.json` (`{ "news": ".../mf-manifest.json", ..., "overrideOrigins": [...] }`), never
 * from the HTTP cache, so a remote moved to a new URL is picked up on the next page load without
 * rebuilding the shell. Entries that are not a name → URL string pair (the `versions` map, the
 * override origins) are not remotes.
 */
export async function fetchShellRemotes(url = '/remotes.json', fetchFn: typeof fetch = fetch): Promise<ShellRemotes> {
  const response = await fetchFn(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error(`${url} is not an object`);
  const origins = (body as { overrideOrigins?: unknown }).overrideOrigins;
  return {
    remotes: Object.entries(body)
      .filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1].length > 0)
      .map(([name, entry]) => ({ name, entry })),
    overrideOrigins: Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [],
  };
}

/** The remotes `/remotes.json` lists (see `fetchShellRemotes`). */
export async function fetchRemotes(url = '/remotes.json', fetchFn: typeof fetch = fetch): Promise<RemoteEntry[]> {
  return (await fetchShellRemotes(url, fetchFn)).remotes;
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
