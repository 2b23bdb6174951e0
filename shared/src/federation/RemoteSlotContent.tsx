import { type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { Skeleton } from '../ui/Skeleton';
import { LaterInBrowser } from './LaterInBrowser';
import { forgetExposed } from './loadExposed';
import { RemoteModule } from './RemoteModule';
import { SectionBoundary } from './SectionBoundary';

export interface RemoteSlotContentProps {
  /** Exposed widget id (`polls/PollWidget`). */
  module: string;
  props: object;
  /** Shown while the module loads; a skeleton by default. */
  fallback?: ReactNode;
  /** Settles when the widget may come to life (`LaterInBrowser`); none: at once. */
  ready: Promise<void> | undefined;
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
 * What a widget's slot holds: the widget, loaded through federation once `ready`, in its error
 * boundary (the Hindi message and a retry that loads it again). The page's render and an island's
 * hydration of the slot alone (decision 0032) render this same tree, so the server's HTML matches both.
 */
export function RemoteSlotContent({ module, props, fallback, ready }: RemoteSlotContentProps) {
  // A retry drops the failed load and renders the boundary afresh (its key), which loads again.
  const [attempt, setAttempt] = useState(0);
  const values = useSameValues(props);
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
    <LaterInBrowser ready={ready} fallback={waiting}>
      {widget}
    </LaterInBrowser>
  );
}
