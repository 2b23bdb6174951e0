import type { BuildHealth, SectionRelease } from '@janmat/shared/contracts';
import type { ReleaseSettings } from '../core/releaseSettings';
import type { AppDeps } from '../deps';
import { promotionReason, serverVerdict } from './canaryPromotion';
import { type CanaryVerdict, canaryVerdict } from './canaryVerdict';
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
  const watch = new CanaryWatch(deps, options);
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    // A slow database must not pile checks up: a tick while one runs is skipped.
    if (running || watch.stopped) return;
    running = watch.check().finally(() => {
      running = undefined;
    });
  }, deps.config.releases.checkMs);
  timer.unref?.();

  return {
    stop() {
      watch.stopped = true;
      clearInterval(timer);
    },
    check: () => watch.check(),
  };
}

/** A canary with the figures of both its builds, as one check read them. */
interface Judged {
  release: SectionRelease;
  canaryId: number;
  /** When the canary was released (its age counts towards a promotion). */
  canarySince: string;
  live: BuildHealth;
  canary: BuildHealth;
  at: number;
}

/** The guardrails of one process: what it has seen of each canary between checks, and the acts. */
class CanaryWatch {
  stopped = false;
  /** Canary release id → since when this process has seen it healthy without a break. */
  private readonly healthySince = new Map<number, number>();
  private prunedAt = Number.NEGATIVE_INFINITY;
  private readonly settings: ReleaseSettings;
  private readonly now: () => number;
  private readonly log: Log;
  private readonly health: typeof sectionHealth;
  private readonly witnessesOf: typeof breachWitnesses;
  private readonly prune: typeof pruneHealth;

  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'config' | 'releases'>,
    options: GuardrailOptions,
  ) {
    this.settings = deps.config.releases;
    this.now = options.now ?? Date.now;
    this.log = options.log;
    this.health = options.health ?? sectionHealth;
    this.witnessesOf = options.witnesses ?? breachWitnesses;
    this.prune = options.prune ?? pruneHealth;
  }

  /** One round: old figures deleted when due, then every canary judged (a failure is logged, the others go on). */
  async check(): Promise<void> {
    await this.pruneWhenDue();
    const canaries = this.deps.releases.sections().filter((release) => release.canary);
    const current = new Set(canaries.map((release) => release.canary!.release));
    for (const id of this.healthySince.keys()) if (!current.has(id)) this.healthySince.delete(id);
    for (const release of canaries) {
      if (this.stopped) return;
      try {
        await this.judge(release);
      } catch (error) {
        this.log.error({ err: error, section: release.section }, 'guardrail check failed');
      }
    }
  }

  private async pruneWhenDue(): Promise<void> {
    if (this.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = this.now();
    await this.prune(this.deps.db, this.settings.windowMs, this.prunedAt).catch((error: unknown) =>
      this.log.error({ err: error }, 'old health figures not deleted'),
    );
  }

  /** Reads a canary's figures and acts on the verdict: rolled back when worse, else perhaps promoted. */
  private async judge(release: SectionRelease): Promise<void> {
    const canaryBuild = release.canary;
    if (!canaryBuild) return;
    const at = this.now();
    const { live, canary } = await this.health(this.deps.db, this.settings, release, at);
    if (!canary || this.stopped) return;
    const witnesses = await this.witnessesOf(this.deps.db, this.settings, live, canary, at);
    if (this.stopped) return;
    const judged: Judged = { release, canaryId: canaryBuild.release, canarySince: canaryBuild.since, live, canary, at };
    const verdict = canaryVerdict(release.section, live, canary, witnesses, this.settings);
    if (verdict.kind === 'worse') return this.rollBack(judged, verdict);
    if (verdict.kind === 'too-few') {
      this.healthySince.delete(judged.canaryId);
      return;
    }
    return this.promoteWhenDue(judged, verdict);
  }

  private async rollBack(judged: Judged, verdict: Extract<CanaryVerdict, { kind: 'worse' }>): Promise<void> {
    const { section } = judged.release;
    this.healthySince.delete(judged.canaryId);
    const done = await this.deps.releases.rollback(section, {
      actor: GUARDRAIL_ACTOR,
      expectCanary: judged.canaryId,
      reason: verdict.reason,
      figures: verdict.figures,
    });
    if (done) this.log.info({ section, figures: verdict.figures }, `guardrail rolled back: ${verdict.reason}`);
  }

  /**
   * A canary healthy to readers and to the server's own renders keeps its streak; once the streak and
   * the canary are `promoteAfterMs` old, and the server has rendered it in the window, it is promoted.
   */
  private async promoteWhenDue(judged: Judged, verdict: CanaryVerdict): Promise<void> {
    const { release, canaryId, canarySince, live, canary, at } = judged;
    // Readers may call it healthy; the server's own renders failing more than live's break the streak.
    const server = serverVerdict(live, canary, this.settings);
    if (server.kind === 'worse') {
      this.healthySince.delete(canaryId);
      return;
    }
    const since = this.healthySince.get(canaryId) ?? at;
    this.healthySince.set(canaryId, since);
    const { promoteAfterMs } = this.settings;
    const canaryAge = at - Date.parse(canarySince);
    if (promoteAfterMs <= 0 || at - since < promoteAfterMs || !(canaryAge >= promoteAfterMs)) return;
    // Never on readers' word alone: without the server's own renders of it in the window, it waits.
    if (server.kind !== 'healthy') return;
    const reason = promotionReason(release.section, live, canary, server.figures, at - since);
    const done = await this.deps.releases.promote(release.section, {
      actor: GUARDRAIL_ACTOR,
      expectCanary: canaryId,
      reason,
      figures: { ...verdict.figures, server: server.figures, healthyMs: at - since },
    });
    this.healthySince.delete(canaryId);
    if (done) this.log.info({ section: release.section }, `guardrail promoted: ${reason}`);
  }
}
