import { accessSync, chmodSync, constants, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A data folder the server cannot use; the message names the folder, the cause and what to do. */
export class DataFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFolderError';
  }
}

function ownerOf(path: string | undefined): string {
  if (!path) return '';
  try {
    return ` (it belongs to uid ${statSync(path).uid})`;
  } catch {
    return '';
  }
}

/** The file-system error `error` met while preparing `folder`, as a DataFolderError. */
export function folderProblem(folder: string, error: unknown): DataFolderError {
  if (error instanceof DataFolderError) return error;
  const { code, path, message } = error as NodeJS.ErrnoException;
  const where = path && path !== folder ? ` at ${path}` : '';
  if (code === 'EACCES' || code === 'EPERM') {
    const user = process.getuid ? `uid ${process.getuid()}` : 'this user';
    return new DataFolderError(
      `Cannot use the data folder ${folder}: permission denied${where}${ownerOf(path)}. The server runs as ${user}; ` +
        `give that user the folder (e.g. chown -R ${user.replace('uid ', '')} ${folder}) or set DATA_DIR to one it owns.`,
    );
  }
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    return new DataFolderError(`Cannot use the data folder ${folder}: ${path ?? folder} is a file, not a folder.`);
  }
  if (code === 'EROFS')
    return new DataFolderError(`Cannot use the data folder ${folder}: the file system is read-only.`);
  if (code === 'ENOSPC') return new DataFolderError(`Cannot use the data folder ${folder}: the disk is full.`);
  return new DataFolderError(`Cannot use the data folder ${folder}: ${message}`);
}

/** chmod before reading, so a folder that lost its own permissions is listed again. */
function makePrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}

/**
 * Creates `folder` if needed and makes it readable by the server's user only: folders 0700, files
 * 0600 (PGlite unpacks its initial files world-writable). Throws DataFolderError when the folder
 * cannot be created, entered or changed by this user.
 */
export function secureFolder(folder: string): void {
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    accessSync(folder, constants.R_OK | constants.W_OK | constants.X_OK);
    makePrivate(folder);
  } catch (error) {
    throw folderProblem(folder, error);
  }
}

const POSTGRES_REPORT = /\b(?:PANIC|FATAL|ERROR):\s+(.+)$/;

function hintFor(cause: string): string {
  if (/pg_control/.test(cause)) return ' Its control file (global/pg_control) is damaged or cut short.';
  if (/checkpoint record|pg_wal|WAL/i.test(cause)) {
    return ' A write-ahead log file (pg_wal/) is missing or damaged.';
  }
  return '';
}

/**
 * Why PGlite could not open `folder`. Its own error is only `RuntimeError: Aborted()`; the reason is
 * in the database's log (`logLines`), e.g. `PANIC: could not locate a valid checkpoint record`.
 */
export function openFailure(folder: string, error: unknown, logLines: string[]): DataFolderError {
  const reported = logLines.map((line) => POSTGRES_REPORT.exec(line)?.[1]).filter((text) => text !== undefined);
  const { message, errno } = (error ?? {}) as { message?: string; errno?: number };
  const cause = reported.at(-1) ?? message ?? (errno !== undefined ? `file-system error ${errno}` : String(error));
  return new DataFolderError(
    `Cannot open the database in ${folder}: ${cause}.${hintFor(cause)} Restore the folder from a backup, ` +
      'or move it aside and start again for a new database with the seed content (votes, visitor polls ' +
      'and contact messages in the old folder would not be in it).',
  );
}
