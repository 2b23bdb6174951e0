import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { WidgetId } from '../contracts/remotes';
import { WIDGET_ATTR, WIDGET_OWN_ATTR, WIDGET_PROPS_ATTR } from '../contracts/widgets';

/** No box of its own: the widget lays out as if the slot were not there (a button in a row). */
const slotCss = css({ display: 'contents' });

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
 * 0032), rather than the whole page.
 */
export function WidgetSlot({ module, props, children }: WidgetSlotProps) {
  return (
    <div {...{ [WIDGET_ATTR]: module, [WIDGET_PROPS_ATTR]: JSON.stringify(props), [WIDGET_OWN_ATTR]: '' }}>
      {children}
    </div>
  );
}
