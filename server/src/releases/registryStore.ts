import {
  inCanary,
  type PageComposition,
  type ReleaseAction,
  type ReleaseHistoryEntry,
  type RemoteName,
  type SectionRelease,
} from '@janmat/shared/contracts';
import { REMOTE_NAMES } from '@janmat/shared/server';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { releases, sectionReleases } from '../core/db/schema';
import { audit } from '../newsroom/audit/auditStore';
import { liveChain } from './liveChain';
import type { ReleaseChange, ReleaseRegistry } from './registry';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type BuildRef = { manifest: string; build: string | null };
type Row = typeof releases.$inferSelect;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : '');

/** What one action writes: its history row (the build, its canary share, what it made live) and the section's new state. */
interface ReleaseStep {
  action: ReleaseAction;
  build: BuildRef;
  percent?: number;
  /** The release live after this action: another row's id, or this row's own ('self'). */
  liveAfter?: number | 'self';
  set: Partial<typeof sectionReleases.$inferInsert>;
}

/** Decides an action from the section's locked state: its step, or nothing to do. */
type DecideStep = (tx: Tx, current: typeof sectionReleases.$inferSelect) => Promise<ReleaseStep | undefined>;

/** The section's state, locked until the transaction ends. */
async function lockSection(tx: Tx, section: RemoteName) {
  const [current] = await tx.select().from(sectionReleases).where(eq(sectionReleases.section, section)).for('update');
  return current;
}

/** The step's row in the section's history; its id. */
async function insertHistory(tx: Tx, section: RemoteName, change: ReleaseChange, step: ReleaseStep) {
  const [row] = await tx
    .insert(releases)
    .values({
      section,
      action: step.action,
      ...step.build,
      percent: step.percent ?? null,
      actor: change.actor.name,
      staff_id: change.actor.staffId,
      reason: change.reason,
      figures: change.figures ?? null,
      live_after: typeof step.liveAfter === 'number' ? step.liveAfter : null,
    })
    .returning({ id: releases.id });
  return row?.id;
}

/** The section's new state; a step that makes its own row live or its canary names the row `id`. */
async function updateSection(tx: Tx, section: RemoteName, step: ReleaseStep, id: number): Promise<void> {
  const set = { ...step.set, updated_at: new Date() };
  if (step.liveAfter === 'self') {
    await tx.update(releases).set({ live_after: id }).where(eq(releases.id, id));
    set.live_release = id;
  }
  if (set.canary_release === -1) set.canary_release = id;
  await tx.update(sectionReleases).set(set).where(eq(sectionReleases.section, section));
}

function auditStep(tx: Tx, section: RemoteName, change: ReleaseChange, step: ReleaseStep) {
  return audit(
    tx,
    change.actor.staffId,
    `release.${step.action}`,
    { type: 'section', id: section },
    {
      manifest: step.build.manifest,
      build: step.build.build,
      ...(step.percent === undefined ? {} : { percent: step.percent }),
      actor: change.actor.name,
      reason: change.reason,
      ...(change.figures ? { figures: change.figures } : {}),
    },
  );
}

/** One action inside its transaction: whether it wrote anything. */
async function writeStep(tx: Tx, section: RemoteName, change: ReleaseChange, decide: DecideStep): Promise<boolean> {
  const current = await lockSection(tx, section);
  if (!current) return false;
  const step = await decide(tx, current);
  if (!step) return false;
  const id = await insertHistory(tx, section, change, step);
  if (id === undefined) return false;
  await updateSection(tx, section, step, id);
  await auditStep(tx, section, change, step);
  return true;
}

/** The first build of a section: REMOTE_<NAME>_URL, or the copy this server serves (asked only when unseeded). */
export type ReleaseSeed = (section: RemoteName) => Promise<BuildRef>;

export interface RegistryHooks {
  /** Tells the other processes (PostgreSQL NOTIFY); absent on PGlite, where this process is alone. */
  announce?: () => Promise<void>;
  /**
   * After a change made here, before its answer: the edge's pages name the old builds, so they are
   * removed, and the change is answered once the edge has said so (or given up on).
   */
  afterChange?: () => Promise<void>;
}

/**
 * The release registry on the database (registry.ts): the current releases in memory, read again
 * after every change (this process's at once; another process's when its notice arrives).
 */
export class DbReleaseRegistry implements ReleaseRegistry {
  private state = new Map<RemoteName, SectionRelease>();
  private loaded = 0;
  /** The reads in order: one started later never finishes first (an older state would win). */
  private reads: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();

  private constructor(
    private readonly db: Db,
    private readonly hooks: RegistryHooks,
  ) {}

  /** Seeds the sections that have no release yet, then loads every one. */
  static async open(db: Db, seed: ReleaseSeed, hooks: RegistryHooks = {}): Promise<DbReleaseRegistry> {
    const registry = new DbReleaseRegistry(db, hooks);
    const known = new Set(
      (await db.select({ section: sectionReleases.section }).from(sectionReleases)).map((row) => row.section),
    );
    for (const section of REMOTE_NAMES) if (!known.has(section)) await registry.seed(section, await seed(section));
    await registry.reload();
    return registry;
  }

  private async seed(section: RemoteName, build: BuildRef): Promise<void> {
    await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(releases)
          .values({
            section,
            action: 'seed',
            ...build,
            actor: 'server',
            reason: 'first build (REMOTE_*_URL or the server’s own copy)',
          })
          .returning({ id: releases.id });
        if (!row) return;
        await tx.update(releases).set({ live_after: row.id }).where(eq(releases.id, row.id));
        const inserted = await tx
          .insert(sectionReleases)
          .values({ section, live_release: row.id })
          .onConflictDoNothing()
          .returning({ section: sectionReleases.section });
        // Another process seeded it first: this attempt leaves no trace.
        if (inserted.length === 0) tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
      });
  }

  /**
   * Reads every section's release again (after a change here or a notice from another process).
   * Reads run one after another, so the state kept is always the one read last.
   */
  reload(): Promise<void> {
    const next = this.reads.then(() => this.read());
    this.reads = next.catch(() => undefined);
    return next;
  }

  private async read(): Promise<void> {
    const rows = await this.db.select().from(sectionReleases);
    const ids = rows.flatMap((row) => [row.live_release, ...(row.canary_release ? [row.canary_release] : [])]);
    const builds = new Map<number, Row>();
    if (ids.length > 0) {
      for (const row of await this.db.select().from(releases).where(sql`${releases.id} in ${ids}`))
        builds.set(row.id, row);
    }
    const next = new Map<RemoteName, SectionRelease>();
    for (const row of rows) {
      const live = builds.get(row.live_release);
      const canary = row.canary_release ? builds.get(row.canary_release) : undefined;
      if (!live || !REMOTE_NAMES.includes(row.section as RemoteName)) continue;
      next.set(row.section as RemoteName, {
        section: row.section as RemoteName,
        live: { release: live.id, manifest: live.manifest, build: live.build },
        canary:
          canary && row.canary_percent
            ? {
                release: canary.id,
                manifest: canary.manifest,
                build: canary.build,
                percent: row.canary_percent,
                since: iso(row.canary_since),
              }
            : null,
      });
    }
    this.state = next;
    this.loaded += 1;
    for (const listener of this.listeners) listener();
  }

  sections(): SectionRelease[] {
    return REMOTE_NAMES.map((name) => this.section(name));
  }

  section(name: RemoteName): SectionRelease {
    const known = this.state.get(name);
    if (!known) throw new Error(`section ${name} has no release`);
    return known;
  }

  composition(cohort: number | undefined): PageComposition {
    const entries = this.sections().map(({ section, live, canary }) => {
      const pick = canary && cohort !== undefined && inCanary(cohort, canary.percent) ? canary : live;
      return [section, { release: pick.release, manifest: pick.manifest, build: pick.build }] as const;
    });
    return Object.fromEntries(entries) as PageComposition;
  }

  version(): number {
    return this.loaded;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Writes one action (its history row, the new state and its audit entry) in one transaction, then tells everyone. */
  private async act(
    section: RemoteName,
    change: ReleaseChange,
    decide: DecideStep,
  ): Promise<SectionRelease | undefined> {
    const done = await this.db.transaction((tx) => writeStep(tx, section, change, decide));
    if (!done) return undefined;
    await this.changed();
    return this.section(section);
  }

  private async changed(): Promise<void> {
    await this.reload();
    await this.hooks.announce?.();
    await this.hooks.afterChange?.();
  }

  async release(
    section: RemoteName,
    build: BuildRef,
    change: ReleaseChange & { canaryPercent?: number },
  ): Promise<SectionRelease> {
    const percent = change.canaryPercent;
    const result = await this.act(section, change, async () =>
      percent === undefined
        ? {
            action: 'release',
            build,
            liveAfter: 'self',
            set: { canary_release: null, canary_percent: null, canary_since: null },
          }
        : {
            action: 'canary',
            build,
            percent,
            set: { canary_release: -1, canary_percent: percent, canary_since: new Date() },
          },
    );
    if (!result) throw new Error(`section ${section} has no release`);
    return result;
  }

  async promote(section: RemoteName, change: ReleaseChange): Promise<SectionRelease | undefined> {
    return this.act(section, change, async (tx, current) => {
      const canary = current.canary_release;
      if (!canary || (change.expectCanary !== undefined && change.expectCanary !== canary)) return undefined;
      const [row] = await tx.select().from(releases).where(eq(releases.id, canary));
      if (!row) return undefined;
      return {
        action: change.actor.name === 'guardrail' ? 'auto-promote' : 'promote',
        build: { manifest: row.manifest, build: row.build },
        percent: current.canary_percent ?? undefined,
        liveAfter: canary,
        set: { live_release: canary, canary_release: null, canary_percent: null, canary_since: null },
      };
    });
  }

  async rollback(section: RemoteName, change: ReleaseChange): Promise<SectionRelease | undefined> {
    const action = change.actor.name === 'guardrail' ? 'auto-rollback' : 'rollback';
    return this.act(section, change, async (tx, current) => {
      if (change.expectCanary !== undefined && change.expectCanary !== current.canary_release) return undefined;
      if (current.canary_release) {
        const [row] = await tx.select().from(releases).where(eq(releases.id, current.canary_release));
        if (!row) return undefined;
        return {
          action,
          build: { manifest: row.manifest, build: row.build },
          percent: current.canary_percent ?? undefined,
          set: { canary_release: null, canary_percent: null, canary_since: null },
        };
      }
      const history = await tx
        .select({ id: releases.id, action: releases.action, live_after: releases.live_after })
        .from(releases)
        .where(and(eq(releases.section, section), sql`${releases.live_after} is not null`))
        .orderBy(asc(releases.id));
      const previous = liveChain(history).previous;
      if (previous === undefined) return undefined;
      const [row] = await tx.select().from(releases).where(eq(releases.id, previous));
      if (!row) return undefined;
      return {
        action,
        build: { manifest: row.manifest, build: row.build },
        liveAfter: previous,
        set: { live_release: previous },
      };
    });
  }

  async refuse(section: RemoteName, build: BuildRef, change: ReleaseChange & { step: string }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(releases).values({
        section,
        action: 'refused',
        ...build,
        actor: change.actor.name,
        staff_id: change.actor.staffId,
        reason: change.reason,
        figures: { step: change.step, ...(change.figures ?? {}) },
      });
      await audit(
        tx,
        change.actor.staffId,
        'release.refused',
        { type: 'section', id: section },
        {
          manifest: build.manifest,
          step: change.step,
          actor: change.actor.name,
          reason: change.reason,
        },
      );
    });
  }

  async history(section: RemoteName, limit = 50): Promise<ReleaseHistoryEntry[]> {
    const rows = await this.db
      .select()
      .from(releases)
      .where(eq(releases.section, section))
      .orderBy(desc(releases.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      section,
      action: row.action as ReleaseAction,
      manifest: row.manifest,
      build: row.build,
      percent: row.percent,
      actor: row.actor,
      reason: row.reason,
      at: iso(row.at),
      ...(row.figures ? { figures: row.figures } : {}),
    }));
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
