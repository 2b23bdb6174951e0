/** Loads `path` as a new page: nothing this browser kept of the newsroom (its store) survives. */
export function openFresh(path: string): void {
  window.location.assign(path);
}
