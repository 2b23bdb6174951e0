/**
 * Sections whose code could not be loaded in this page view (the federation's error hook notes them;
 * the health beacon reports them). Part of the shell's entry, so none is missed before the beacon's
 * own code arrives.
 */
const failed = new Set<string>();

export function noteSectionLoadFailure(section: string): void {
  failed.add(section);
}

export function sectionLoadFailures(): string[] {
  return [...failed];
}

/** Tests only: a fresh page view. */
export function forgetSectionLoadFailures(): void {
  failed.clear();
}
