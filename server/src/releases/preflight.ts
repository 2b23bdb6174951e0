import { buildVersionOf } from '@janmat/shared/composition';
import type { PageComposition, PreflightStep, RemoteName } from '@janmat/shared/contracts';
import sharedPackage from '@janmat/shared/package.json';
import type { FastifyBaseLogger } from 'fastify';
import { assetsFromManifest } from '../composition/remoteAssets';
import {
  type RenderCheck,
  type RenderResult,
  type RenderSession,
  RenderTooSlow,
} from '../composition/renderCheckContract';
import type { ServerConfig } from '../core/config';
import type { Db } from '../core/db/client';
import {
  checkExposes,
  checkName,
  checkShape,
  checkShared,
  type FileAccess,
  needsServerEntry,
  reachable,
  readManifest,
  refuse,
} from './preflightManifest';
import { loadSampleFacts, type RouteSample, routeSamples } from './preflightSamples';
import type { ReleaseRegistry } from './registry';
import { PREFLIGHT_MESSAGES as M } from './releaseMessages';

/** What pre-flight found: a build readers may get, or the step it failed and why (live untouched). */
export type PreflightOutcome =
  | { ok: true; manifest: string; build: string | null }
  | { ok: false; step: PreflightStep; message: string; build: string | null };

export interface PreflightDeps {
  db: Db;
  /** Builds on disk, and where others may come from (RELEASE_MANIFEST_ORIGINS; https only in production). */
  config: Pick<ServerConfig, 'webRoot' | 'releaseSources'>;
  releases: Pick<ReleaseRegistry, 'composition'>;
  /** Defaults: global fetch, 5 s per file, the shell's `@janmat/shared` version. */
  fetchFn?: typeof fetch;
  timeoutMs?: number;
  shellVersion?: string;
  /** Where the network's reason a file could not be fetched is written (the refusal does not say it). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** The release id a candidate build carries in pre-flight's compositions: it has none yet. */
export const CANDIDATE_RELEASE = 0;

const PREFLIGHT_TIMEOUT_MS = 5_000;

/** The first of a render's errors that says what went wrong (at most 300 characters of it). */
const firstError = (errors: string[]) => (errors[0] ?? '').slice(0, 300);

/** Why one sample page's render is not good enough (undefined when it is). */
function resultFault(sample: RouteSample, result: RenderResult): string | undefined {
  if (result.errors.length > 0) return `HTTP ${result.status}: ${firstError(result.errors)}`;
  if (result.status >= 500) return `HTTP ${result.status}`;
  if (result.status === 404 && sample.exists) return 'HTTP 404 (यह पेज डेटाबेस में है)';
  return undefined;
}

/** The refusal of the render step for the first sample page that fails, if one does. */
async function renderFault(samples: RouteSample[], session: RenderSession): Promise<string | undefined> {
  for (const sample of samples) {
    let result: RenderResult;
    try {
      result = await session.render(sample.url);
    } catch (error) {
      if (error instanceof RenderTooSlow) return M.renderTooSlow(sample.route, sample.url, error.limitMs / 1000);
      const why = error instanceof Error ? error.message : String(error);
      return M.renderFailed(sample.route, sample.url, why.slice(0, 300));
    }
    const why = resultFault(sample, result);
    if (why) return M.renderFailed(sample.route, sample.url, why);
  }
  return undefined;
}

/**
 * Checks a section build before any reader gets it, in order: its manifest can be read (`manifest`;
 * an http(s) address on an origin RELEASE_MANIFEST_ORIGINS allows, within 5 s, each redirect checked
 * too, or a `/remotes/<name>/…` path this server serves from disk); it is
 * an MF 2.0 manifest (`manifest`) of this section (`name`); it exposes every module the contract
 * requires (`exposes`); its `@janmat/shared` range accepts the shell's version (`shared`); its server
 * entry is named and can be had (`server-entry`); and every route the section owns renders with it,
 * on the database's own subjects (`render`: one render check for them all, whose time limit is the
 * step's, see pages/renderCheck.ts). The first failure is the answer.
 */
export async function preflight(
  section: RemoteName,
  manifestUrl: string,
  deps: PreflightDeps,
  render: RenderCheck,
): Promise<PreflightOutcome> {
  const access: FileAccess = {
    config: deps.config,
    fetchFn: deps.fetchFn ?? fetch,
    timeoutMs: deps.timeoutMs ?? PREFLIGHT_TIMEOUT_MS,
    log: deps.log,
  };
  const read = await readManifest(manifestUrl, access);
  if (!read.ok) return { ...read, build: null };
  const json = read.json;
  const build = buildVersionOf(json) ?? null;
  const refused = (outcome: { ok: false; step: PreflightStep; message: string }): PreflightOutcome => ({
    ...outcome,
    build,
  });
  const shape = checkShape(manifestUrl, json);
  if (!shape.ok) return refused(shape);
  const manifest = json as Record<string, unknown>;
  for (const check of [
    () => checkName(section, manifest),
    () => checkExposes(section, manifest),
    () => checkShared(manifest, deps.shellVersion ?? sharedPackage.version),
  ]) {
    const result = check();
    if (!result.ok) return refused(result);
  }
  if (needsServerEntry(section)) {
    const entry = assetsFromManifest(manifestUrl, json, 'preflight').ssrEntry;
    if (!entry) return refused(refuse('server-entry', M.noServerEntry));
    const found = await reachable(entry, access);
    if (!found.ok) return refused(found);
  }
  const composition: PageComposition = {
    ...deps.releases.composition(undefined),
    [section]: { release: CANDIDATE_RELEASE, manifest: manifestUrl, build },
  };
  const samples = routeSamples(section, await loadSampleFacts(deps.db));
  if (samples.length === 0) return { ok: true, manifest: manifestUrl, build };
  const session = render(composition);
  try {
    const fault = await renderFault(samples, session);
    if (fault) return refused(refuse('render', fault));
  } finally {
    await session.close();
  }
  return { ok: true, manifest: manifestUrl, build };
}
