import { OVERRIDE_PARAM_PREFIX } from '@janmat/shared/composition';

/**
 * The overrides asked for in the address (`?remote.news=<manifest URL>`; an empty value clears that
 * section's), taken out of it before the router reads it, so links, reloads and canonical addresses
 * carry none. Remote name → URL.
 */
export function takeOverrideParams(
  location: Pick<Location, 'search' | 'pathname' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'>,
): Record<string, string> {
  if (!location.search.includes(OVERRIDE_PARAM_PREFIX)) return {};
  const params = new URLSearchParams(location.search);
  const taken: Record<string, string> = {};
  for (const [key, value] of [...params]) {
    if (!key.startsWith(OVERRIDE_PARAM_PREFIX) || key.length === OVERRIDE_PARAM_PREFIX.length) continue;
    taken[key.slice(OVERRIDE_PARAM_PREFIX.length)] = value.trim();
    params.delete(key);
  }
  if (Object.keys(taken).length === 0) return {};
  const search = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  return taken;
}
