import type { ReactNode } from 'react';
import type { WidgetId } from '../contracts/remotes';
import { WIDGET_ATTR, WIDGET_OWN_ATTR, WIDGET_PROPS_ATTR } from '../contracts/widgets';

export interface WidgetSlotProps {
  /** The widget's exposed id (`polls/PollWidget`): a page of islands loads it by that id. */
  module: WidgetId;
  /** What it is rendered with here (JSON): the island hydrates it with the same. */
  props: object;
  /** The widget itself, rendered in place with `props`. */
  children: ReactNode;
}

/**
 * A section's own widget (the poll on its page, «फ़ॉलो करें», «सहेजें»), rendered in place, in a slot marked
 * like `RemoteSlot`'s: a page of islands hydrates it alone where the reader reaches for it (decision
 * 0032), rather than the whole page. A plain block, unstyled: in the rows it sits in (an article's share
 * bar, a list's heading) it is the row's item around the widget.
 */
export function WidgetSlot({ module, props, children }: WidgetSlotProps) {
  return (
    <div {...{ [WIDGET_ATTR]: module, [WIDGET_PROPS_ATTR]: JSON.stringify(props), [WIDGET_OWN_ATTR]: '' }}>
      {children}
    </div>
  );
}
