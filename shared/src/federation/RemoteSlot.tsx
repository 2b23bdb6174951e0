import { type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import type { WidgetId, WidgetProps } from '../contracts/remotes';
import { Skeleton } from '../ui/Skeleton';
import { LaterInBrowser } from './LaterInBrowser';
import { forgetExposed } from './loadExposed';
import { RemoteModule } from './RemoteModule';
import { SectionBoundary } from './SectionBoundary';
import { useNearSignal } from './useNearViewport';

export interface RemoteSlotProps<Id extends WidgetId> {
  /** Exposed widget id, e.g. `polls/PollWidget` (`EXPOSED.pollWidget`): its props type follows from it. */
  module: Id;
  props: WidgetProps<Id>;
  /** Shown while the module loads; a skeleton by default. Size it like the widget. */
  fallback?: ReactNode;
  /**
   * Load the module in the browser only when the slot comes near the viewport (a widget below the
   * fold). The server renders it whole all the same (a reader without scripts sees and uses it);
   * its HTML stays as sent until then. On a page rendered in the browser the fallback holds its place.
   */
  lazy?: boolean;
}

/** The same object as long as its values are the same: a waiting part must not receive new props. */
function useSameValues<T extends object>(value: T): T {
  const kept = useRef(value);
  const before = Object.entries(kept.current);
  const same =
    before.length === Object.keys(value).length && before.every(([k, v]) => Object.is(v, value[k as keyof T]));
  if (!same) kept.current = value;
  return kept.current;
}

/**
 * Places another section's widget: loads it through module federation, shows `fallback` meanwhile,
 * and on failure the Hindi message with a retry button, which loads it again.
 */
export function RemoteSlot<Id extends WidgetId>({ module, props, fallback, lazy = false }: RemoteSlotProps<Id>) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearSignal(slot, lazy);
  // A retry drops the failed load and renders the boundary afresh (its key), which loads again.
  const [attempt, setAttempt] = useState(0);
  const values = useSameValues(props as object);
  const waiting = useMemo(() => fallback ?? <Skeleton height={240} />, [fallback]);
  const widget = useMemo(() => {
    const retry = () => {
      forgetExposed(module);
      setAttempt((n) => n + 1);
    };
    return (
      <SectionBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={waiting}>
          <RemoteModule id={module} props={values} />
        </Suspense>
      </SectionBoundary>
    );
  }, [attempt, module, values, waiting]);
  return (
    <div ref={slot}>
      <LaterInBrowser ready={near} fallback={waiting}>
        {widget}
      </LaterInBrowser>
    </div>
  );
}
