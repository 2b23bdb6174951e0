import { type ReactNode, useRef } from 'react';
import type { WidgetId, WidgetProps } from '../contracts/remotes';
import { WIDGET_ATTR, WIDGET_PROPS_ATTR } from '../contracts/widgets';
import { RemoteSlotContent } from './RemoteSlotContent';
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

/** The slot's marks: which widget it holds and with what props (`contracts/widgets.ts`). */
const widgetMarks = (module: string, props: unknown) => ({
  [WIDGET_ATTR]: module,
  [WIDGET_PROPS_ATTR]: JSON.stringify(props),
});

/**
 * Places another section's widget: loads it through module federation, shows `fallback` meanwhile,
 * and on failure the Hindi message with a retry button, which loads it again. Its slot is marked
 * with the widget and its props (`contracts/widgets.ts`): a page of islands hydrates the slot's
 * content alone (`RemoteSlotContent`).
 */
export function RemoteSlot<Id extends WidgetId>({ module, props, fallback, lazy = false }: RemoteSlotProps<Id>) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearSignal(slot, lazy);
  return (
    <div ref={slot} {...widgetMarks(module, props)}>
      <RemoteSlotContent module={module} props={props as object} fallback={fallback} ready={near} />
    </div>
  );
}
