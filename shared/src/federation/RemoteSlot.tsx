import { type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { Skeleton } from '../ui/Skeleton';
import { loadExposed } from './loadExposed';
import { RemoteModule } from './RemoteModule';
import { SectionBoundary } from './SectionBoundary';
import { useNearViewport } from './useNearViewport';

export interface RemoteSlotProps<P> {
  /** Exposed module id, e.g. `polls/PollWidget` (`EXPOSED.pollWidget`). */
  module: string;
  props: P;
  /** Shown while the module loads; a skeleton by default. Size it like the widget. */
  fallback?: ReactNode;
  /**
   * Load the module only when the slot comes near the viewport (a widget below the fold): until
   * then the fallback holds its place and the page downloads nothing for it.
   */
  lazy?: boolean;
}

/**
 * Places another section's widget: loads it through module federation, shows `fallback` meanwhile,
 * and on failure the Hindi message with a retry button, which loads it again.
 */
export function RemoteSlot<P extends object>({ module, props, fallback, lazy = false }: RemoteSlotProps<P>) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, lazy);
  const [attempt, setAttempt] = useState(0);
  // The promise lives in this mounted component, so React's re-render after an error reuses the
  // failed load instead of starting another; only the retry button (a new attempt) loads again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  const loaded = useMemo(() => (near ? loadExposed(module) : undefined), [module, attempt, near]);
  const waiting = fallback ?? <Skeleton height={240} />;
  if (!loaded) return <div ref={placeholder}>{waiting}</div>;
  return (
    <SectionBoundary onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={waiting}>
        <RemoteModule id={module} module={loaded} props={props} />
      </Suspense>
    </SectionBoundary>
  );
}
