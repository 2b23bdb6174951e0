import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { Skeleton } from '../ui/Skeleton';
import { loadExposed } from './loadExposed';
import { RemoteModule } from './RemoteModule';
import { SectionBoundary } from './SectionBoundary';

export interface RemoteSlotProps<P> {
  /** Exposed module id, e.g. `polls/PollWidget` (`EXPOSED.pollWidget`). */
  module: string;
  props: P;
  /** Shown while the module loads; a skeleton by default. Size it like the widget. */
  fallback?: ReactNode;
}

/**
 * Places another section's widget: loads it through module federation, shows `fallback` meanwhile,
 * and on failure the Hindi message with a retry button, which loads it again.
 */
export function RemoteSlot<P extends object>({ module, props, fallback }: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // The promise lives in this mounted component, so React's re-render after an error reuses the
  // failed load instead of starting another; only the retry button (a new attempt) loads again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  const loaded = useMemo(() => loadExposed(module), [module, attempt]);
  return (
    <SectionBoundary onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={fallback ?? <Skeleton height={240} />}>
        <RemoteModule id={module} module={loaded} props={props} />
      </Suspense>
    </SectionBoundary>
  );
}
