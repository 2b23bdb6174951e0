import type { ReleaseHistoryEntry, RemoteName, SectionRelease } from '@janmat/shared/contracts';
import type { ReleaseView } from '../composition/registry';

/** Who acted: a staff member (their name and id), the operator token, or the guardrails. */
export interface ReleaseActor {
  name: string;
  staffId: number | null;
}

export const TOKEN_ACTOR: ReleaseActor = { name: 'token', staffId: null };
export const GUARDRAIL_ACTOR: ReleaseActor = { name: 'guardrail', staffId: null };

export interface ReleaseChange {
  actor: ReleaseActor;
  reason: string;
  /** Health figures behind the action (automatic ones always carry them). */
  figures?: Record<string, unknown>;
  /** Act only while this release is still the section's canary (the guardrails' guard against a race). */
  expectCanary?: number;
}

/**
 * The release registry (docs/releasing.md): each section's live build and canary, kept in the
 * database (`section_releases`, history in `releases`) and in each process's memory, reloaded on
 * every process within milliseconds of a change (PostgreSQL NOTIFY; in process on PGlite).
 * Every change is written with its audit-log entry in one transaction. Pages read it through
 * ReleaseView (composition/registry.ts); its writes are the release API's and the guardrails'.
 */
export interface ReleaseRegistry extends ReleaseView {
  /** A checked build made live (no `canaryPercent`) or canary for that share of buckets. */
  release(
    section: RemoteName,
    build: { manifest: string; build: string | null },
    change: ReleaseChange & { canaryPercent?: number },
  ): Promise<SectionRelease>;
  /** The canary becomes live; undefined when there is none (or not `expectCanary`). */
  promote(section: RemoteName, change: ReleaseChange): Promise<SectionRelease | undefined>;
  /** The canary is dropped, or without one the previous live build is live again; undefined when neither. */
  rollback(section: RemoteName, change: ReleaseChange): Promise<SectionRelease | undefined>;
  /** Records a build refused at pre-flight (history and audit log; nothing else changes). */
  refuse(
    section: RemoteName,
    build: { manifest: string; build: string | null },
    change: ReleaseChange & { step: string },
  ): Promise<void>;
  history(section: RemoteName, limit?: number): Promise<ReleaseHistoryEntry[]>;
  /** Reads every section's release again (another process changed one). */
  reload(): Promise<void>;
  close(): Promise<void>;
}
