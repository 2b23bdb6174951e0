/** A promise that React's `use` reads at once after it has settled. */
type Readable = Promise<void> & { status?: 'fulfilled'; value?: undefined };

/** Something that happens once (the page painted, a part came near the screen), to wait for. */
export interface ReadySignal {
  promise: Promise<void>;
  resolve: () => void;
}

/** A signal not given yet. */
export function readySignal(): ReadySignal {
  let resolve: () => void = () => undefined;
  const promise: Readable = new Promise<void>((settle) => {
    resolve = settle;
  });
  void promise.then(() => {
    promise.status = 'fulfilled';
  });
  return { promise, resolve };
}

/** Where pages are rendered here: on the server there is no browser window (a test may render as the server). */
export const renderPlace = { server: typeof window === 'undefined' };
