import type { RemoteEntry } from '@janmat/shared/contracts';

/** Each section's folder (its manifest's URL up to the last `/`), absolute; longest first. */
export function sectionFolders(remotes: readonly RemoteEntry[], base: string): { section: string; folder: string }[] {
  return remotes
    .flatMap(({ name, entry }) => {
      try {
        const url = new URL(entry, base);
        return [{ section: name, folder: `${url.origin}${url.pathname.replace(/[^/]*$/, '')}` }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.folder.length - a.folder.length);
}

const URLS = /\bhttps?:\/\/[^\s)'"]+/g;

/**
 * The section whose code a script error came from: the error's script URL, else the first URL of its
 * stack that lies in a section's folder (the frame nearest the throw). Undefined for the shell's own
 * code, scripts of other origins and errors without either.
 */
export function sectionOfError(
  folders: readonly { section: string; folder: string }[],
  filename: string | undefined,
  stack: string | undefined,
): string | undefined {
  const urls = [filename, ...(stack?.match(URLS) ?? [])].filter((url): url is string => !!url);
  for (const url of urls) {
    const match = folders.find(({ folder }) => url.startsWith(folder));
    if (match) return match.section;
  }
  return undefined;
}
