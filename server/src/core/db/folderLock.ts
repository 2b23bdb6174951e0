import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** Who holds a folder: the lock file's content. */
export interface LockOwner {
  pid: number;
  /** Start time of that process (Linux: clock ticks since boot), so a reused pid is not taken for it. */
  started: string | null;
  host: string;
}

export interface FolderLock {
  file: string;
  /** A stale lock that was replaced: its owner died without releasing it (or it could not be read). */
  replacedStale: LockOwner | 'unreadable' | null;
  /** Removes the lock file if it is still ours. */
  release(): void;
}

export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
    readonly file: string,
  ) {
    super(
      `The data folder ${folder} is in use by another process (pid ${owner.pid} on ${owner.host}): ` +
        'two processes writing one PGlite folder corrupt it. Stop that process, or give this one its own ' +
        `DATA_DIR (several processes can share a PostgreSQL database through DATABASE_URL). If pid ${owner.pid} ` +
        `is not a Janmat server, delete ${file}.`,
    );
    this.name = 'FolderLockedError';
  }
}

/** Field 22 of /proc/<pid>/stat; null where there is no /proc or the process is gone. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: count fields after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (!Number.isSafeInteger(value.pid) || (value.pid as number) <= 0) return null;
    return { pid: value.pid as number, started: value.started ?? null, host: value.host ?? 'unknown host' };
  } catch {
    return null;
  }
}

/** Whether the recorded owner still runs: the pid exists and, where known, started when recorded. */
function ownerAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = processStartTime(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A takeover guard older than this was left by a starter that died while replacing a stale lock. */
const ABANDONED_GUARD_MS = 5_000;
const GUARD_WAIT_MS = 25;

/** Removes a takeover guard its owner abandoned; false while it is fresh. */
function clearAbandonedGuard(guard: string): void {
  try {
    if (Date.now() - statSync(guard).mtimeMs > ABANDONED_GUARD_MS) unlinkSync(guard);
  } catch {
    // gone meanwhile
  }
}

/** Creates the takeover guard; false when another starter holds it. */
function takeGuard(guard: string, content: string): boolean {
  try {
    writeFileSync(guard, content, { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    clearAbandonedGuard(guard);
    return false;
  }
}

/**
 * Takes `${folder}.lock` for this process, or throws FolderLockedError naming the owner. The file is
 * made complete under a temporary name and then hard-linked into place, which fails when the lock
 * exists: there is never a half-written lock. A lock whose process is gone is replaced, by one
 * starter at a time: the replacer holds `${folder}.lock.takeover` (created exclusively) and replaces
 * the lock only if it still is the stale one it found; the others then find the new owner alive.
 */
export async function acquireFolderLock(folder: string): Promise<FolderLock> {
  const file = `${folder}.lock`;
  const me: LockOwner = { pid: process.pid, started: processStartTime(process.pid), host: hostname() };
  const content = `${JSON.stringify(me)}\n`;
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const release = () => {
    if (readText(file) === content) unlinkSync(file);
  };
  const guard = `${file}.takeover`;
  for (let attempt = 0; attempt < 400; attempt++) {
    writeFileSync(draft, content, { mode: 0o600 });
    try {
      linkSync(draft, file);
      unlinkSync(draft);
      return { file, replacedStale: null, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        unlinkSync(draft);
        throw error;
      }
    }
    const found = readText(file);
    if (found === null) continue; // released meanwhile: try again
    const owner = parseOwner(found);
    if (owner && ownerAlive(owner)) {
      unlinkSync(draft);
      throw new FolderLockedError(folder, owner, file);
    }
    if (!takeGuard(guard, content)) {
      await sleep(GUARD_WAIT_MS);
      continue;
    }
    try {
      if (readText(file) === found) {
        renameSync(draft, file);
        return { file, replacedStale: owner ?? 'unreadable', release };
      }
    } finally {
      unlinkSync(guard);
    }
  }
  unlinkSync(draft);
  throw new Error(`Could not take the lock ${file}: other processes keep changing it`);
}
