import type { RemoteLoader } from '@janmat/shared';
import { WIDGET_ATTR, WIDGET_OWN_ATTR, WIDGET_PROPS_ATTR } from '@janmat/shared/contracts';
import { REACH_EVENTS } from './appTrigger';
import { type Island, island, on } from './island';

/** The props a widget's slot was rendered with (its JSON attribute); none when it cannot be read. */
function propsOf(slot: HTMLElement): object | undefined {
  try {
    const props: unknown = JSON.parse(slot.getAttribute(WIDGET_PROPS_ATTR) ?? '');
    return typeof props === 'object' && props !== null ? props : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A section's widgets in the page (another section's part placed by `RemoteSlot`: the poll beside an
 * article, home's poll), each an island of its own: the reader reaching for it (a touch, the focus)
 * asks for its module through federation and hydrates it alone, with the rest of the page as sent.
 * `firstTouch` inside one (the touch that brought the islands) mounts it at once.
 */
export function widgetIslands(loader: RemoteLoader, firstTouch: Element | null): Island[] {
  const slots = Array.from(document.querySelectorAll<HTMLElement>(`main [${WIDGET_ATTR}]`));
  return slots.flatMap((slot) => {
    const id = slot.getAttribute(WIDGET_ATTR) ?? '';
    const props = propsOf(slot);
    if (!props) return [];
    return [
      island({
        slot,
        arm: (load) => on(slot, REACH_EVENTS, load),
        reached: () => slot.contains(firstTouch) || slot.contains(document.activeElement),
        load: () =>
          import(/* webpackChunkName: "on-demand-island-widget" */ './mountWidget').then((m) =>
            m.widgetMount(id, props, loader, slot.hasAttribute(WIDGET_OWN_ATTR)),
          ),
      }),
    ];
  });
}
