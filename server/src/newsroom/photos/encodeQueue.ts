/** Thrown by a full queue: the caller answers 503 and the client tries again later. */
export class QueueFull extends Error {
  constructor() {
    super('encode queue full');
  }
}

export interface EncodeQueue {
  /** Runs `task` when a slot is free (in arrival order); rejects with QueueFull when too many wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and waiting (for tests and logs). */
  readonly active: number;
  readonly waiting: number;
}

/**
 * At most `parallel` tasks at a time, at most `maxWaiting` more in line. Photo encoding takes whole
 * CPU cores for a second or more: without a cap a burst of uploads would take every core (and
 * libuv's few threads, which also read the files readers ask for) from the reader pages.
 */
export function encodeQueue(parallel: number, maxWaiting: number): EncodeQueue {
  let active = 0;
  const line: (() => void)[] = [];

  const release = () => {
    active -= 1;
    const next = line.shift();
    if (next) {
      active += 1;
      next();
    }
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= parallel) {
        if (line.length >= maxWaiting) throw new QueueFull();
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
  };
}
