import type { RemoteName, SectionModule } from '@janmat/shared';

export type AnySection = SectionModule<RemoteName>;
export type SectionLoader = (remote: RemoteName) => Promise<AnySection>;

export interface SectionCache {
  /** The section's module, loaded once and shared by all its routes (a stable promise for `use`). */
  get(remote: RemoteName): Promise<AnySection>;
  /** Drops a cached load, so the next `get` loads again (the retry button). */
  forget(remote: RemoteName): void;
}

/**
 * Loads each section once. A failed load stays cached until `forget` (the fallback's retry button):
 * React renders a route again after an error, and a fresh load on every such render would never
 * let the error reach the section boundary.
 */
export function createSectionCache(load: SectionLoader): SectionCache {
  const loads = new Map<RemoteName, Promise<AnySection>>();
  return {
    get(remote) {
      let pending = loads.get(remote);
      if (!pending) {
        pending = load(remote);
        loads.set(remote, pending);
      }
      return pending;
    },
    forget(remote) {
      loads.delete(remote);
    },
  };
}
