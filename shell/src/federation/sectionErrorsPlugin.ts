import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { noteSectionLoadFailure } from '../health/sectionLoadFailures';

/**
 * Runtime plugin on the `errorLoadRemote` hook: once the retry plugin has given up on a section,
 * says which section failed (the console of a reader's report names it) and returns nothing, so the
 * error reaches the section's error boundary, which shows the Hindi fallback with its retry button.
 * The runtime has already dropped the failed manifest and entry loads, so that retry starts afresh.
 * The health beacon reports the section as failed to load (health/sectionLoadFailures.ts).
 */
export function sectionErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'janmat-section-errors',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle === 'afterResolve') return undefined; // the manifest: reported again as `onLoad`
      const section = remote?.name ?? id.split('/')[0] ?? id;
      noteSectionLoadFailure(section);
      console.warn(`[janmat] section "${section}" could not be loaded`, error);
      return undefined;
    },
  };
}
