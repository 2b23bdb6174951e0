import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ReleaseSources } from '../core/releaseOrigins';
import { fetchRelease, ReleaseFetchError, refusedSource } from './releaseFetch';

/** The list of a server container's files its build writes beside it (shared/webpack/server.js). */
const SERVER_FILES = 'files.json';
/** A file name of a server build: a plain name, no folder. */
const FILE_NAME = /^[\w.~-]+\.js$/;
const MAX_FILES = 500;

export interface ServerBuildsOptions {
  fetchFn?: typeof fetch;
  timeoutMs?: number;
  /** Where a copy that could not be made is reported (the section's pages are then the browser's). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Copies of the server containers of builds deployed on another origin, on this server's disk
 * (`DATA_DIR/server-builds/<hash of the entry URL>/`), loaded from there like the server's own. The
 * Node runtime finds a container's chunks by its name; two builds of one section (a canary beside
 * its live build) share that name, so each is run from a folder of its own, where its chunks lie
 * beside its entry. A copy is made once per build (its URL and its manifest's version: a build
 * replaced at the same address is copied anew). Every file, and each redirect on its way, must be on
 * an origin RELEASE_MANIFEST_ORIGINS allows (and https in production): the server runs this code.
 * A build that cannot be copied (no `files.json`, a file refused) is not run on the server at all.
 */
export class ServerBuilds {
  private readonly copies = new Map<string, Promise<string | undefined>>();
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;
  private readonly log: ServerBuildsOptions['log'];

  constructor(
    private readonly dir: string,
    private readonly sources: ReleaseSources,
    { fetchFn = fetch, timeoutMs = 10_000, log }: ServerBuildsOptions = {},
  ) {
    this.fetchFn = fetchFn;
    this.timeoutMs = timeoutMs;
    this.log = log;
  }

  /**
   * The `file:` URL of the local copy of the server entry at `url`, of the build whose manifest has
   * `version`; undefined when it cannot be copied.
   */
  entry(url: string, version: string): Promise<string | undefined> {
    const key = `${url} ${version}`;
    let copy = this.copies.get(key);
    if (!copy) {
      copy = this.copy(url, key).catch((error: unknown) => {
        this.log?.warn(
          { url, err: error },
          'the server files of a build could not be copied: its pages are the browser’s',
        );
        return undefined;
      });
      this.copies.set(key, copy);
      // A failed copy is tried again on a later page.
      void copy.then((done) => {
        if (!done) this.copies.delete(key);
      });
    }
    return copy;
  }

  private async fetchText(url: string): Promise<string> {
    const response = await fetchRelease(url, this.sources, this.fetchFn, {
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  }

  private async copy(url: string, key: string): Promise<string | undefined> {
    // Checked before the copy on disk is used too: an origin taken off the list runs no more.
    const refused = refusedSource(url, this.sources);
    if (refused) throw new ReleaseFetchError(refused);
    const entryName = new URL(url).pathname.split('/').pop() ?? '';
    const folder = join(this.dir, createHash('sha1').update(key).digest('hex').slice(0, 16));
    const entryFile = join(folder, entryName);
    if (existsSync(entryFile)) return pathToFileURL(entryFile).href;
    const files: unknown = JSON.parse(await this.fetchText(new URL(SERVER_FILES, url).href));
    if (
      !Array.isArray(files) ||
      files.length > MAX_FILES ||
      !files.every((file): file is string => typeof file === 'string' && FILE_NAME.test(file)) ||
      !files.includes(entryName)
    ) {
      return undefined;
    }
    const bodies = await Promise.all(files.map((file) => this.fetchText(new URL(file, url).href)));
    const partial = `${folder}.partial-${process.pid}-${Date.now()}`;
    await mkdir(partial, { recursive: true });
    try {
      await Promise.all(files.map((file, i) => writeFile(join(partial, file), bodies[i] ?? '')));
      // Whole or not at all: another process may have made the same copy meanwhile.
      await rename(partial, folder).catch(async () => {
        if (!existsSync(entryFile)) throw new Error(`could not keep the copy of ${url}`);
      });
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
    return pathToFileURL(entryFile).href;
  }
}
