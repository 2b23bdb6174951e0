/** A part of a read page that becomes React on its own, before (or without) the app (decision 0032). */
export interface Island {
  /** Gives the part back to the server's HTML (the app is taking the page over): listeners off, React gone. */
  dispose(): void;
}

/** Takes the island's part back to the server's HTML, keeping what the reader did (returned by `mount`). */
export type Unmount = () => void;

interface IslandOptions {
  /** The island's element in the page (its `data-island` slot). */
  slot: HTMLElement | null;
  /**
   * Calls `load` once the reader reaches for the part (or at once, when they already have), and
   * returns what stops listening.
   */
  arm: (load: () => void) => () => void;
  /** Whether the reader has already reached for it (a dialog opened before the islands came). */
  reached: () => boolean;
  /**
   * Asks for the island's code: what makes the part React and returns what takes it back. Not run
   * if the island was disposed while its code came.
   */
  load: () => Promise<(slot: HTMLElement) => Unmount>;
}

/**
 * An island that waits for its reader: its code is asked for when the reader reaches for its part
 * (`arm`), then it is mounted; disposed, it stops waiting, and code still on its way is not run when
 * it lands (the app may be hydrating the page by then). A part missing from the page is no island; one whose code cannot load stays the server's
 * HTML (its native behaviour) and says why in the console.
 */
export function island({ slot, arm, reached, load: loadCode }: IslandOptions): Island {
  if (!slot) return { dispose: () => undefined };
  let disposed = false;
  let loading = false;
  let unmount: Unmount | undefined;
  let disarm: () => void = () => undefined;
  const load = (): void => {
    if (loading || disposed) return;
    loading = true;
    disarm();
    loadCode().then(
      (mount) => {
        if (!disposed) unmount = mount(slot);
      },
      (error: unknown) => console.error('An island could not load; its part stays as the server sent it.', error),
    );
  };
  disarm = arm(load);
  if (reached()) load();
  return {
    dispose() {
      disposed = true;
      disarm();
      unmount?.();
      unmount = undefined;
    },
  };
}

/** `arm` helper: `load` when any of `events` reaches `target` (capturing). */
export function on(target: EventTarget | null, events: string[], load: () => void): () => void {
  if (!target) return () => undefined;
  const options = { capture: true, passive: true };
  for (const type of events) target.addEventListener(type, load, options);
  return () => {
    for (const type of events) target.removeEventListener(type, load, options);
  };
}
