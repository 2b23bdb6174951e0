import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin on the `errorLoadRemote` hook: once the retry plugin has given up on a section,
 * says which section failed (the console of a reader's report names it) and returns nothing, so the
 * error reaches the section's error boundary, which shows the Hindi fallback with its retry button.
 * The runtime has already dropped the failed manifest and entry loads, so that retry starts afresh.
 */
export function sectionErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'janmat-section-errors',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle === 'afterResolve') return undefined; // the manifest: reported again as `onLoad`
      console.warn(`[janmat] section "${remote?.name ?? id.split('/')[0]}" could not be loaded`, error);
      return undefined;
    },
  };
}
