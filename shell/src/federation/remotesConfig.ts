/** A remote as the federation runtime registers it: its name and the URL of its `mf-manifest.json`. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

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
