import { isRecord, readJsonScript } from './jsonScript';

export const PRELOAD_SCRIPT_ID = 'janmat-preload';

let answers: Map<string, unknown> | undefined;

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The key of a request in the preload map: the API path without query or hash (`/api/newsall`).
 * `apiBase` may be a path (`/api`) or an absolute URL; only its path counts.
 */
export function preloadKey(apiBase: string, url: string): string {
  const joined = `${apiBase.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`.split(/[?#]/)[0] ?? '';
  const path = /^[a-z][a-z\d+.-]*:\/\//i.test(joined) ? new URL(joined).pathname : joined;
  return decodePath(path);
}

function loadAnswers(): Map<string, unknown> {
  const raw = readJsonScript(PRELOAD_SCRIPT_ID);
  const entries = isRecord(raw) ? Object.entries(raw) : [];
  return new Map(entries.map(([path, answer]) => [decodePath(path), answer]));
}

/**
 * Takes the preloaded answer for an API path, if the page carried one. Each answer is given out
 * once: later requests for the same path go to the network, so refetches see fresh data.
 */
export function takePreloaded(key: string): { data: unknown } | undefined {
  answers ??= loadAnswers();
  if (!answers.has(key)) return undefined;
  const data = answers.get(key);
  answers.delete(key);
  return { data };
}

/** Forgets the preload map so the next request reads the page again (tests). */
export function resetPreloaded(): void {
  answers = undefined;
}
