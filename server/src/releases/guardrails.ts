import type { SectionRelease } from '@janmat/shared/contracts';
import type { AppDeps } from '../deps';
import { promotionReason, serverVerdict } from './canaryPromotion';
import { canaryVerdict } from './canaryVerdict';
import { breachWitnesses, sectionHealth } from './health';
import { pruneHealth } from './healthRetention';
import { GUARDRAIL_ACTOR } from './registry';

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

export interface GuardrailOptions {
  now?: () => number;
  /** The server's log (pino): every action and failure is written there. */
  log: Log;
  /** The figures of a section (tests give their own). */
  health?: typeof sectionHealth;
  /** How many networks saw each breach (tests give their own). */
  witnesses?: typeof breachWitnesses;
  /** Deletes figures older than they are kept (tests give their own). */
  prune?: typeof pruneHealth;
}

/** How often old health figures are deleted. */
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Every `config.releases.checkMs`, compares each canary with its section's live build over the window
 * (health.ts): with at least `minViews` views from at least `minNetworks` networks on both sides, a
 * canary worse than live by more than the configured margins, as seen by readers in at least
 * `minNetworks` networks (canaryVerdict.ts), is rolled back; one that has stayed
 * healthy (enough readers, within the margins, and the server's own renders of it failing no more
 * than live's by the error margin) for `promoteAfterMs` (0: never, a person promotes) is promoted,
 * once the server has rendered it in the window (canaryPromotion.ts). Every action names the canary it
 * judged (`expectCanary`), so when several processes act at once the first acts and the others
 * change nothing; the registry writes each one to the history and the audit log with its figures.
 * Once an hour it also deletes the figures older than they are kept (healthRetention.ts).
 */
export function startGuardrails(
  deps: Pick<AppDeps, 'db' | 'config' | 'releases'>,
  options: GuardrailOptions,
): { stop(): void; check(): Promise<void> } {
  const settings = deps.config.releases;
  const now = options.now ?? Date.now;
  const { log } = options;
  const health = options.health ?? sectionHealth;
  const witnessesOf = options.witnesses ?? breachWitnesses;
  const prune = options.prune ?? pruneHealth;
  let prunedAt = Number.NEGATIVE_INFINITY;
  /** Canary release id → since when this process has seen it healthy without a break. */
  const healthySince = new Map<number, number>();
  let stopped = false;
  let running: Promise<void> | undefined;

  async function judge(release: SectionRelease): Promise<void> {
    const canaryBuild = release.canary;
    if (!canaryBuild) return;
    const at = now();
    const { live, canary } = await health(deps.db, settings, release, at);
    if (!canary || stopped) return;
    const witnesses = await witnessesOf(deps.db, settings, live, canary, at);
    if (stopped) return;
    const verdict = canaryVerdict(release.section, live, canary, witnesses, settings);
    const change = { actor: GUARDRAIL_ACTOR, expectCanary: canaryBuild.release };
    if (verdict.kind === 'worse') {
      healthySince.delete(canaryBuild.release);
      const done = await deps.releases.rollback(release.section, {
        ...change,
        reason: verdict.reason,
        figures: verdict.figures,
      });
      if (done)
        log.info({ section: release.section, figures: verdict.figures }, `guardrail rolled back: ${verdict.reason}`);
      return;
    }
    if (verdict.kind === 'too-few') {
      healthySince.delete(canaryBuild.release);
      return;
    }
    // Readers may call it healthy; the server's own renders failing more than live's break the streak.
    const server = serverVerdict(live, canary, settings);
    if (server.kind === 'worse') {
      healthySince.delete(canaryBuild.release);
      return;
    }
    const since = healthySince.get(canaryBuild.release) ?? at;
    healthySince.set(canaryBuild.release, since);
    const canaryAge = at - Date.parse(canaryBuild.since);
    if (settings.promoteAfterMs <= 0 || at - since < settings.promoteAfterMs || !(canaryAge >= settings.promoteAfterMs))
      return;
    // Never on readers' word alone: without the server's own renders of it in the window, it waits.
    if (server.kind !== 'healthy') return;
    const reason = promotionReason(release.section, live, canary, server.figures, at - since);
    const done = await deps.releases.promote(release.section, {
      ...change,
      reason,
      figures: { ...verdict.figures, server: server.figures, healthyMs: at - since },
    });
    healthySince.delete(canaryBuild.release);
    if (done) log.info({ section: release.section }, `guardrail promoted: ${reason}`);
  }

  async function check(): Promise<void> {
    if (now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now();
      await prune(deps.db, settings.windowMs, prunedAt).catch((error: unknown) =>
        log.error({ err: error }, 'old health figures not deleted'),
      );
    }
    const canaries = deps.releases.sections().filter((release) => release.canary);
    const current = new Set(canaries.map((release) => release.canary!.release));
    for (const id of healthySince.keys()) if (!current.has(id)) healthySince.delete(id);
    for (const release of canaries) {
      if (stopped) return;
      try {
        await judge(release);
      } catch (error) {
        log.error({ err: error, section: release.section }, 'guardrail check failed');
      }
    }
  }

  const timer = setInterval(() => {
    // A slow database must not pile checks up: a tick while one runs is skipped.
    if (running || stopped) return;
    running = check().finally(() => {
      running = undefined;
    });
  }, settings.checkMs);
  timer.unref?.();

  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
    check,
  };
}
