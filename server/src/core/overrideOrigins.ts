/** An entry of an origins setting as an origin, or undefined when it is more (or less) than one. */
export function asOrigin(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * REMOTE_OVERRIDE_ORIGINS: the origins (comma- or space-separated, `https://host[:port]`) a tester may
 * take one section's build from with `?remote.<name>=<manifest URL>`. Empty (the default) switches
 * overrides off. Anything that is not a bare http(s) origin stops the start, naming the entry.
 */
export function overrideOriginsSetting(value: string | undefined): string[] {
  const origins = new Set<string>();
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const origin = asOrigin(entry);
    if (!origin) {
      throw new Error(
        `REMOTE_OVERRIDE_ORIGINS: "${entry}" is not an origin; list origins only, e.g. ` +
          'REMOTE_OVERRIDE_ORIGINS=https://preview.janmat.in,https://cdn.example.com',
      );
    }
    origins.add(origin);
  }
  return [...origins];
}
