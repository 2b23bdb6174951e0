import type { PageComposition, RemoteName, SectionRelease } from '@janmat/shared/contracts';

/**
 * The release registry as pages see it (the registry itself, its writes and history, is
 * releases/registry.ts): each section's live build and canary, from memory, and what a reader's
 * bucket is composed of.
 */
export interface ReleaseView {
  /** Every section's release now, in REMOTE_NAMES order (from memory). */
  sections(): SectionRelease[];
  section(name: RemoteName): SectionRelease;
  /** What a reader in bucket `cohort` gets (undefined: no bucket yet, so live builds only). */
  composition(cohort: number | undefined): PageComposition;
  /** Grows with every change this process has loaded (part of cache keys). */
  version(): number;
  /** Called after every change this process loads (its own or another process's). */
  onChange(listener: () => void): () => void;
}
