import {
  type BuildHealth,
  RELEASES_API,
  type RemoteName,
  type SectionRelease,
  type SectionReleaseStatus,
} from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';
import Ajv from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { handleError, validationErrors } from '../core/http/errors';
import { text, wholeNumber } from '../core/http/schemas';
import type { AppDeps } from '../deps';
import { hindiSchemaMessage } from '../newsroom/common/errors';
import { sectionHealth } from './health';
import type { PreflightOutcome } from './preflight';
import type { ReleaseRegistry } from './registry';
import { actorOf, releaseAuth, type SessionLookup } from './releaseAuth';
import { type ReleaseCheckLock, releaseCheckLock } from './releaseCheckLock';
import { RELEASE_MESSAGES as M } from './releaseMessages';

/** Pre-flight of one build of one section (preflight.ts, with the server's renderer bound in). */
export type ReleaseCheck = (section: RemoteName, manifest: string) => Promise<PreflightOutcome>;

export type ReleaseRouteDeps = Pick<AppDeps, 'db' | 'config'> & { releases: ReleaseRegistry };

export interface ReleaseRouteOptions {
  /** The health figures of a section's builds (health.ts); tests give their own. */
  health?: (release: SectionRelease) => Promise<{ live: BuildHealth; canary: BuildHealth | null }>;
  /** The newsroom session behind a request (releaseAuth.ts); tests give their own. */
  lookup?: SessionLookup;
  /** One pre-flight per section across processes (releaseCheckLock.ts, on `deps.db` by default). */
  lock?: ReleaseCheckLock;
}

const sectionParams = {
  type: 'object',
  properties: { section: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['section'],
  additionalProperties: false,
} as const;

/** Longest manifest address and reason accepted. */
const MAX_URL = 2000;
const MAX_REASON = 500;

const releaseBody = {
  type: 'object',
  properties: {
    // An address: no spaces, no NUL.
    manifest: { type: 'string', minLength: 1, maxLength: MAX_URL, pattern: '^[^\\u0000\\s]+$' },
    canary: wholeNumber(1, 99),
    reason: text(MAX_REASON),
  },
  required: ['manifest'],
  additionalProperties: false,
} as const;

const changeBody = {
  type: ['object', 'null'],
  properties: { reason: text(MAX_REASON) },
  additionalProperties: false,
} as const;

const historyQuery = {
  type: 'object',
  properties: { limit: wholeNumber(1, 200) },
  additionalProperties: false,
} as const;

interface ReleaseBody {
  manifest: string;
  canary?: number;
  reason?: string;
}

/**
 * Bodies are checked as sent: no type is coerced ("50" is not 50) and no unknown field is dropped
 * in silence (the app's validator does both, for readers' forms). The query's `limit` is text, coerced.
 */
const strict = new Ajv({ allErrors: false, coerceTypes: false, removeAdditional: false, useDefaults: false });
const lenient = new Ajv({ allErrors: false, coerceTypes: true, removeAdditional: false, useDefaults: false });

/** A 400 whose message names each field at fault and why. */
function invalidInput(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.validationContext === 'body' && (request.body === null || typeof request.body !== 'object')) {
    return reply.code(400).send({ message: M.notAnObject });
  }
  const errors = validationErrors(error, hindiSchemaMessage);
  const details = Object.entries(errors)
    .map(([field, why]) => `${field}: ${why}`)
    .join(' ');
  return reply.code(400).send({ message: M.invalidInput(details), errors });
}

const isSection = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** The section a path names, or undefined after answering 404. */
function sectionOf(request: FastifyRequest, reply: FastifyReply): RemoteName | undefined {
  const { section } = request.params as { section: string };
  if (isSection(section)) return section;
  reply.code(404).send({ message: M.unknownSection(section) });
  return undefined;
}

type Health = NonNullable<ReleaseRouteOptions['health']>;
type Actor = ReturnType<typeof actorOf>;

/**
 * The release API (RELEASES_API; docs/releasing.md), for pipelines, the CLI (`npm run release`) and
 * the newsroom's «रिलीज़» page, behind releaseAuth: every section's builds with their health, a
 * section's history, a build released (pre-flight first: a refused build is recorded, answered 422
 * `{ message, step }`, and live is untouched), and a canary promoted or a release rolled back (409
 * with the reason when there is nothing to do). Every answer is JSON and the staff's (never cached).
 */
export function releaseRoutes(
  app: FastifyInstance,
  deps: ReleaseRouteDeps,
  check: ReleaseCheck,
  options: ReleaseRouteOptions = {},
): void {
  const { releases } = deps;
  const health: Health = options.health ?? ((release) => sectionHealth(deps.db, deps.config.releases, release));
  /** Sections whose build is in pre-flight now: one at a time per section, across every process. */
  const lock = options.lock ?? releaseCheckLock(deps.db);

  app.register(async (scope) => {
    staffOnly(scope, deps, options.lookup);
    statusRoute(scope, releases, health);
    historyRoute(scope, releases);
    releaseRoute(scope, releases, check, lock);
    changeRoute(scope, RELEASES_API.promote(':section' as RemoteName), M.noCanary, (section, actor, reason) =>
      releases.promote(section, { actor, reason }),
    );
    changeRoute(scope, RELEASES_API.rollback(':section' as RemoteName), M.nothingToRollBack, (section, actor, reason) =>
      releases.rollback(section, { actor, reason }),
    );
  });
}

/** The scope's requests: signed in (releaseAuth), bodies checked as sent, answers the staff's. */
function staffOnly(scope: FastifyInstance, deps: ReleaseRouteDeps, lookup: SessionLookup | undefined): void {
  scope.decorateRequest('releaseActor', null);
  scope.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : lenient).compile(schema));
  scope.setErrorHandler((error: FastifyError, request, reply) =>
    error.validation ? invalidInput(error, request, reply) : handleError(error, request, reply),
  );
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, dataClass: 'staff' };
  });
  scope.addHook('onRequest', releaseAuth(deps, lookup));
}

/** Every section's live build and canary, with their health. */
function statusRoute(scope: FastifyInstance, releases: ReleaseRegistry, health: Health): void {
  scope.get(RELEASES_API.status, async () => {
    const sections: SectionReleaseStatus[] = await Promise.all(
      releases.sections().map(async (release) => ({ ...release, health: await health(release) })),
    );
    return { sections };
  });
}

/** A section's release actions, newest first. */
function historyRoute(scope: FastifyInstance, releases: ReleaseRegistry): void {
  scope.get(
    RELEASES_API.history(':section' as RemoteName),
    { schema: { params: sectionParams, querystring: historyQuery } },
    async (request, reply) => {
      const section = sectionOf(request, reply);
      if (!section) return reply;
      const { limit } = request.query as { limit?: number };
      return { items: await releases.history(section, limit) };
    },
  );
}

/**
 * A build released, once pre-flight passes it: one pre-flight per section at a time (409 while one
 * runs). The claim is cleared before the answer goes out, so a client that sends the next build on
 * the answer never finds its own finished check still holding the section.
 */
function releaseRoute(scope: FastifyInstance, releases: ReleaseRegistry, check: ReleaseCheck, lock: ReleaseCheckLock) {
  scope.post(
    RELEASES_API.release(':section' as RemoteName),
    { schema: { params: sectionParams, body: releaseBody } },
    async (request, reply) => {
      const section = sectionOf(request, reply);
      if (!section) return reply;
      const body = request.body as ReleaseBody;
      const actor = actorOf(request);
      const holder = await lock.claim(section, body.manifest);
      if (!holder) return reply.code(409).send({ message: M.busy(section) });
      let answer: CheckedAnswer;
      try {
        answer = await checkedRelease(releases, check, section, body, actor);
      } finally {
        await lock.clear(section, holder);
      }
      return reply.code(answer.status).send(answer.body);
    },
  );
}

/** What a checked release answers: 201 with the section, or 422 with the step it failed. */
interface CheckedAnswer {
  status: 201 | 422;
  body: object;
}

/** Pre-flight, then the release (201); a refused build is recorded and answered 422 with the step it failed. */
async function checkedRelease(
  releases: ReleaseRegistry,
  check: ReleaseCheck,
  section: RemoteName,
  body: ReleaseBody,
  actor: Actor,
): Promise<CheckedAnswer> {
  const { manifest } = body;
  const outcome = await check(section, manifest);
  if (!outcome.ok) {
    await releases.refuse(
      section,
      { manifest, build: outcome.build },
      {
        actor,
        reason: outcome.message,
        step: outcome.step,
        figures: { step: outcome.step, ...(body.reason ? { operatorReason: body.reason } : {}) },
      },
    );
    return { status: 422, body: { message: outcome.message, step: outcome.step } };
  }
  const released = await releases.release(
    section,
    { manifest: outcome.manifest, build: outcome.build },
    { actor, reason: body.reason ?? '', canaryPercent: body.canary },
  );
  return { status: 201, body: { section: released } };
}

/** A change of a section's releases (promote, roll back) with an optional reason; 409 with `nothing` when there is none to make. */
function changeRoute(
  scope: FastifyInstance,
  path: string,
  nothing: (section: RemoteName) => string,
  act: (section: RemoteName, actor: Actor, reason: string) => Promise<unknown>,
): void {
  scope.post(path, { schema: { params: sectionParams, body: changeBody } }, async (request, reply) => {
    const section = sectionOf(request, reply);
    if (!section) return reply;
    const reason = (request.body as { reason?: string } | null | undefined)?.reason ?? '';
    const changed = await act(section, actorOf(request), reason);
    if (!changed) return reply.code(409).send({ message: nothing(section) });
    return { section: changed };
  });
}
