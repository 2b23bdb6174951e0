import { type ReactNode, Suspense, useRef, useState } from 'react';
import type { WidgetId, WidgetProps } from '../contracts/remotes';
import { Skeleton } from '../ui/Skeleton';
import { forgetExposed, loadExposed } from './loadExposed';
import { RemoteModule } from './RemoteModule';
import { SectionBoundary } from './SectionBoundary';
import { useNearViewport } from './useNearViewport';

export interface RemoteSlotProps<Id extends WidgetId> {
  /** Exposed widget id, e.g. `polls/PollWidget` (`EXPOSED.pollWidget`): its props type follows from it. */
  module: Id;
  props: WidgetProps<Id>;
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
export function RemoteSlot<Id extends WidgetId>({ module, props, fallback, lazy = false }: RemoteSlotProps<Id>) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, lazy);
  // A retry drops the failed load and renders the boundary afresh (its key), which loads again.
  const [attempt, setAttempt] = useState(0);
  const waiting = fallback ?? <Skeleton height={240} />;
  if (!near) return <div ref={placeholder}>{waiting}</div>;
  const retry = () => {
    forgetExposed(module);
    setAttempt((n) => n + 1);
  };
  return (
    <SectionBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={waiting}>
        <RemoteModule id={module} module={loadExposed(module)} props={props as object} />
      </Suspense>
    </SectionBoundary>
  );
}
