import { fetchRelease } from '../composition/releaseFetch';
import type { ReleaseSources } from '../core/releaseOrigins';

/** A file fetched for pre-flight: what was read of it, or the network's reason it could not be had. */
type Fetched<T> = { ok: true; value: T } | { ok: false; why: string };

const timedOut = Symbol('timed out');

/** `work` given `timeoutMs` (aborted through its signal after that), or `timedOut`. */
async function within<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T | typeof timedOut> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(timedOut);
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The network's own words for a failed fetch (`ECONNREFUSED`, `UND_ERR_SOCKET`…): for the log only. */
export const reason = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
};

interface FetchWithin {
  sources: ReleaseSources;
  fetchFn: typeof fetch;
  timeoutMs: number;
}

/**
 * The file at `url` through `fetchRelease` (every redirect checked), read by `use` when it answers
 * 2xx, all within `timeoutMs`; else why not.
 */
export async function fetchWithin<T>(
  url: string,
  { sources, fetchFn, timeoutMs }: FetchWithin,
  init: RequestInit,
  use: (response: Response) => Promise<T>,
): Promise<Fetched<T>> {
  const got = await within(timeoutMs, async (signal): Promise<Fetched<T>> => {
    try {
      const response = await fetchRelease(url, sources, fetchFn, { ...init, signal });
      if (response.ok) return { ok: true, value: await use(response) };
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, why: `HTTP ${response.status}` };
    } catch (error) {
      return { ok: false, why: reason(error) };
    }
  });
  return got === timedOut ? { ok: false, why: `no answer in ${timeoutMs / 1000} s` } : got;
}
