import { readFile, stat } from 'node:fs/promises';
import {
  EXPOSED_IDS,
  isStaffRoute,
  type PreflightStep,
  type RemoteName,
  routesOwnedBy,
} from '@janmat/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { gt, satisfies, valid, validRange } from 'semver';
import { refusedSource } from '../composition/releaseFetch';
import { servedRemoteFile } from '../composition/remoteAssets';
import type { ServerConfig } from '../core/config';
import { fetchWithin, reason } from './preflightFetch';
import { PREFLIGHT_MESSAGES as M } from './releaseMessages';

/** A build pre-flight refused: the step it failed and why. */
export interface Refusal {
  ok: false;
  step: PreflightStep;
  message: string;
}

export const refuse = (step: PreflightStep, message: string): Refusal => ({ ok: false, step, message });

/** How pre-flight reaches a build's files. */
export interface FileAccess {
  /** Where builds are on disk, and the origins (and https in production) others may come from. */
  config: Pick<ServerConfig, 'webRoot' | 'releaseSources'>;
  fetchFn: typeof fetch;
  /** Longest wait for one file on another origin. */
  timeoutMs: number;
  /** Where the network's reason a file could not be had goes: the refusal itself does not tell it. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** Where a file of a build is: on this server's disk (a site path it serves), or at an http(s) address. */
type Location = { kind: 'file'; path: string } | { kind: 'http'; url: string };

/** Larger than any real `mf-manifest.json` (a few KB). */
const MAX_MANIFEST_BYTES = 1024 * 1024;

/**
 * Where `url` leads, or why it cannot be used (step `step`): decided before any request, so an
 * address outside RELEASE_MANIFEST_ORIGINS is never asked anything.
 */
export function locate(url: string, access: FileAccess, step: PreflightStep): Location | Refusal {
  if (url.startsWith('/') && !url.startsWith('//')) {
    if (/[?#]/.test(url)) return refuse(step, M.notServedHere(url));
    const path = servedRemoteFile(access.config, url);
    return path ? { kind: 'file', path } : refuse(step, M.notServedHere(url));
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse(step, M.badUrl(url));
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return refuse(step, M.badUrl(url));
  const sources = access.config.releaseSources;
  if (sources.httpsOnly && parsed.protocol !== 'https:') return refuse(step, M.httpsOnly(url));
  if (refusedSource(parsed.href, sources)) return refuse(step, M.originNotAllowed(step, url, sources.origins));
  return { kind: 'http', url: parsed.href };
}

/**
 * A file at an address that could not be had: one refusal whatever the network said (a closed port,
 * a service that is not HTTP, an error status, a redirect outside the allowed origins, no answer in
 * time), so the release API tells nothing of what lies at an address; the reason goes to the log.
 */
async function fetched<T>(
  step: PreflightStep,
  url: string,
  href: string,
  access: FileAccess,
  init: RequestInit,
  use: (response: Response) => Promise<T>,
): Promise<{ ok: true; value: T } | Refusal> {
  const { config, fetchFn, timeoutMs } = access;
  const got = await fetchWithin(href, { sources: config.releaseSources, fetchFn, timeoutMs }, init, use);
  if (got.ok) return got;
  access.log?.warn({ step, url, why: got.why }, 'pre-flight could not fetch a file of the build');
  return refuse(step, M.fetchFailed(step, url));
}

/** The parsed manifest at `url` (step `manifest` fails when it cannot be read or is not JSON). */
export async function readManifest(url: string, access: FileAccess): Promise<{ ok: true; json: unknown } | Refusal> {
  const where = locate(url, access, 'manifest');
  if ('ok' in where) return where;
  let text: string;
  if (where.kind === 'file') {
    try {
      const info = await stat(where.path);
      if (!info.isFile()) return refuse('manifest', M.unreadable(url, 'फ़ाइल नहीं है'));
      if (info.size > MAX_MANIFEST_BYTES) return refuse('manifest', M.tooLarge(url, MAX_MANIFEST_BYTES / 1024));
      text = await readFile(where.path, 'utf8');
    } catch (error) {
      return refuse('manifest', M.unreadable(url, reason(error)));
    }
  } else {
    const init = { headers: { accept: 'application/json' } };
    const got = await fetched('manifest', url, where.url, access, init, (response) => response.text());
    if (!got.ok) return got;
    if (got.value.length > MAX_MANIFEST_BYTES) return refuse('manifest', M.tooLarge(url, MAX_MANIFEST_BYTES / 1024));
    text = got.value;
  }
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return refuse('manifest', M.notJson(url));
  }
}

/** Whether the file at `url` can be had (step `server-entry`): on disk, or answered 2xx within the timeout. */
export async function reachable(url: string, access: FileAccess): Promise<{ ok: true } | Refusal> {
  const where = locate(url, access, 'server-entry');
  if ('ok' in where) return where;
  if (where.kind === 'file') {
    try {
      const info = await stat(where.path);
      return info.isFile() ? { ok: true } : refuse('server-entry', M.serverEntryMissing(url, 'फ़ाइल नहीं है'));
    } catch (error) {
      return refuse('server-entry', M.serverEntryMissing(url, reason(error)));
    }
  }
  const got = await fetched('server-entry', url, where.url, access, {}, (response) =>
    response.body ? response.body.cancel().catch(() => undefined) : Promise.resolve(),
  );
  return got.ok ? { ok: true } : got;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** An MF 2.0 manifest: `metaData` with its `remoteEntry`, and the `exposes` and `shared` lists. */
export function checkShape(url: string, json: unknown): { ok: true } | Refusal {
  if (!isObject(json)) return refuse('manifest', M.notMf2(url, 'JSON ऑब्जेक्ट'));
  const meta = json.metaData;
  const missing = [
    isObject(meta) ? undefined : 'metaData',
    isObject(meta) && isObject(meta.remoteEntry) && typeof meta.remoteEntry.name === 'string' && meta.remoteEntry.name
      ? undefined
      : 'metaData.remoteEntry.name',
    Array.isArray(json.exposes) ? undefined : 'exposes',
    Array.isArray(json.shared) ? undefined : 'shared',
  ].filter((field): field is string => field !== undefined);
  return missing.length === 0 ? { ok: true } : refuse('manifest', M.notMf2(url, missing.join(', ')));
}

/** The manifest is the section's own: `name` is the section, `metaData.globalName` is `janmat_<section>`. */
export function checkName(section: RemoteName, json: Record<string, unknown>): { ok: true } | Refusal {
  const name = json.name;
  const globalName = (json.metaData as Record<string, unknown>).globalName;
  return name === section && globalName === `janmat_${section}`
    ? { ok: true }
    : refuse('name', M.wrongName(section, String(name ?? ''), String(globalName ?? '')));
}

/** The modules the contract (`ExposedModules`) requires of `section`: `routes`, `pageData`, widgets. */
export const requiredModules = (section: RemoteName): string[] =>
  EXPOSED_IDS.filter((id) => id.startsWith(`${section}/`)).map((id) => id.slice(section.length + 1));

export function checkExposes(section: RemoteName, json: Record<string, unknown>): { ok: true } | Refusal {
  const exposes = (json.exposes as unknown[]).filter(isObject);
  const missing = requiredModules(section).filter(
    (module) => !exposes.some((e) => e.name === module || e.path === `./${module}`),
  );
  return missing.length === 0 ? { ok: true } : refuse('exposes', M.missingExposes(missing.map((m) => `./${m}`)));
}

/** The build's `@janmat/shared` range accepts the shell's version (the one the page shares with it). */
export function checkShared(json: Record<string, unknown>, shellVersion: string): { ok: true } | Refusal {
  const entry = (json.shared as unknown[]).filter(isObject).find((s) => s.name === '@janmat/shared');
  if (!entry) return refuse('shared', M.noSharedEntry);
  const range = entry.requiredVersion;
  if (typeof range !== 'string' || validRange(range) === null) {
    return refuse('shared', M.noSharedRange(String(range ?? '')));
  }
  if (!satisfies(shellVersion, range)) return refuse('shared', M.sharedMismatch(range, shellVersion));
  // Readers run the shell's copy (a singleton): a build made with a newer one may use what it lacks.
  const built = entry.version;
  if (typeof built === 'string' && valid(built) !== null && gt(built, shellVersion)) {
    return refuse('shared', M.sharedAhead(built, shellVersion));
  }
  return { ok: true };
}

/** A section with pages the server renders needs a server entry (every one but the newsroom). */
export const needsServerEntry = (section: RemoteName): boolean =>
  routesOwnedBy(section).some((route) => !isStaffRoute(route));
