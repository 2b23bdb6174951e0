import { constants, cpSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { folderProblem, openFailure, secureFolder } from './dataFolder';
import { acquireFolderLock, type FolderLock } from './folderLock';

export interface OpenedPglite {
  client: PGlite;
  lock: FolderLock;
  /**
   * The copy made for the search thread (options.searchCopy), or why there is none: a copy that cannot
   * be made leaves searches on the database alone, and does not stop the start.
   */
  searchCopy: { folder: string } | { failed: string } | undefined;
  /** Closes the database, leaves its files private and releases the folder lock. */
  close(): Promise<void>;
}

/** Keeps the last lines PGlite's PostgreSQL wrote to its log: the cause of a failed open is there. */
function logTail(size: number) {
  const lines: string[] = [];
  return {
    lines,
    push: (text: string) => {
      lines.push(text);
      if (lines.length > size) lines.shift();
      return true; // handled: not printed
    },
  };
}

export interface PgliteOptions {
  /**
   * A folder to fill with a copy of the database before it opens (the search thread's: search/thread/),
   * replacing what it held; the session then writes what changes after (migration 0029's
   * `janmat.search_changes`), so the copy can follow it.
   */
  searchCopy?: string;
}

/**
 * Replaces `copy` with the closed database in `folder` (the lock is held: nothing writes to it
 * meanwhile); answers what failed, if it could not (a full disk, a folder not ours), leaving no copy.
 */
function copyClosed(folder: string, copy: string): { folder: string } | { failed: string } {
  try {
    rmSync(copy, { recursive: true, force: true });
    // A file system that shares blocks between copies (btrfs, XFS) makes it at once; others copy them.
    cpSync(folder, copy, { recursive: true, mode: constants.COPYFILE_FICLONE });
    secureFolder(copy);
    return { folder: copy };
  } catch (error) {
    try {
      rmSync(copy, { recursive: true, force: true });
    } catch {
      // What could not be written could not be removed either: the next start tries again.
    }
    return { failed: `${copy}: ${(error as Error).message}` };
  }
}

/**
 * Opens the PGlite database in `folder`: private permissions, an exclusive lock (one process per
 * folder), and a DataFolderError naming the folder and the cause when it cannot be opened.
 */
export async function openPglite(folder: string, options: PgliteOptions = {}): Promise<OpenedPglite> {
  secureFolder(folder);
  let lock: FolderLock;
  try {
    lock = await acquireFolderLock(folder);
  } catch (error) {
    throw (error as Error).name === 'FolderLockedError' ? error : folderProblem(folder, error);
  }
  const log = logTail(40);
  let client: PGlite;
  const searchCopy = options.searchCopy ? copyClosed(folder, options.searchCopy) : undefined;
  try {
    // pg_trgm: trigram similarity for search (migration 0005 creates the extension).
    client = new PGlite(folder, { onStderr: log.push, extensions: { pg_trgm } });
    await client.waitReady;
    if (searchCopy && 'folder' in searchCopy) await client.exec("set janmat.search_changes = 'on'");
  } catch (error) {
    lock.release();
    throw openFailure(folder, error, log.lines);
  }
  // The files PGlite unpacked on a first start are world-writable.
  secureFolder(folder);
  return {
    client,
    lock,
    searchCopy,
    async close() {
      try {
        await client.close();
        secureFolder(folder);
      } finally {
        lock.release();
      }
    },
  };
}
