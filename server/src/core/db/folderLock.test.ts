import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireFolderLock, FolderLockedError, processStartTime } from './folderLock';

const roots: string[] = [];
function folder(): string {
  const root = mkdtempSync(join(tmpdir(), 'janmat-lock-'));
  roots.push(root);
  return join(root, 'pglite');
}
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const lockOf = (dir: string) => JSON.parse(readFileSync(`${dir}.lock`, 'utf8'));
const writeLock = (dir: string, owner: object) => writeFileSync(`${dir}.lock`, JSON.stringify(owner));

/** The pid of a process that has already exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  return pid!;
}

test('the lock file names this process; a second taker is refused with the folder and the pid', async () => {
  const dir = folder();
  const lock = await acquireFolderLock(dir);
  expect(lock.replacedStale).toBeNull();
  expect(lockOf(dir)).toEqual({ pid: process.pid, started: processStartTime(process.pid), host: hostname() });
  const second = acquireFolderLock(dir);
  await expect(second).rejects.toBeInstanceOf(FolderLockedError);
  await expect(second).rejects.toThrow(`The data folder ${dir} is in use by another process (pid ${process.pid}`);
  lock.release();
  expect(existsSync(`${dir}.lock`)).toBe(false);
  (await acquireFolderLock(dir)).release();
});

test('a live process other than this one holds its lock', async () => {
  const dir = folder();
  const parent = { pid: process.ppid, started: processStartTime(process.ppid), host: hostname() };
  writeLock(dir, parent);
  await expect(acquireFolderLock(dir)).rejects.toThrow(`(pid ${process.ppid} on ${hostname()})`);
  expect(lockOf(dir)).toEqual(parent);
});

test.each([
  ['its process has exited', () => ({ pid: deadPid(), started: null, host: hostname() })],
  ['its pid now belongs to a process started later', () => ({ pid: process.ppid, started: '1', host: hostname() })],
])('a stale lock is replaced: %s', async (_case, owner) => {
  const dir = folder();
  const stale = owner();
  writeLock(dir, stale);
  const lock = await acquireFolderLock(dir);
  expect(lock.replacedStale).toEqual(stale);
  expect(lockOf(dir).pid).toBe(process.pid);
  lock.release();
});

test('an unreadable lock is replaced too', async () => {
  const dir = folder();
  writeFileSync(`${dir}.lock`, 'not a lock');
  const lock = await acquireFolderLock(dir);
  expect(lock.replacedStale).toBe('unreadable');
  lock.release();
});

test("release leaves a lock that is no longer this process's alone", async () => {
  const dir = folder();
  const lock = await acquireFolderLock(dir);
  const other = { pid: process.ppid, started: null, host: hostname() };
  writeLock(dir, other);
  lock.release();
  expect(lockOf(dir)).toEqual(other);
});
