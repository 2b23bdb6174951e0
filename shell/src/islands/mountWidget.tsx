import { ThemeProvider } from '@emotion/react';
import {
  connectRemotes,
  hydrateApi,
  loadExposed,
  PageLoadRouter,
  Provider,
  type RemoteLoader,
  RemoteSlotContent,
  readServerState,
  theme,
} from '@janmat/shared';
import type { ComponentType } from 'react';
import { ISLAND_ATTR, ISLAND_SLOTS } from '../layout/islandSlots';
import { NoticeRegion } from '../layout/NoticeRegion';
import { hydrateIsland } from './hydrateIsland';
import type { Unmount } from './island';
import { islandStore } from './islandStore';

let connected = false;
let stated: Promise<void> | undefined;

/** The islands' store, with the answers the page was rendered with (the widget reads them as the server did). */
function withPageState(): Promise<void> {
  stated ??= readServerState().then((state) => {
    if (state) islandStore().dispatch(hydrateApi(state));
  });
  return stated;
}

/**
 * Loads widget `id` (`polls/PollWidget`) through federation and the page's answers, then gives what
 * hydrates it in its slot with `props` (those it was rendered with), as an island: the store, the
 * theme and a router whose moves load pages around it, as the app gives it. `own`: a section's own
 * widget rendered in place (`WidgetSlot`), else another's placed by `RemoteSlot`.
 */
export async function widgetMount(
  id: string,
  props: object,
  loader: RemoteLoader,
  own: boolean,
): Promise<(slot: HTMLElement) => Unmount> {
  if (!connected) connectRemotes(loader);
  connected = true;
  // Loaded before hydrating: the slot's content then renders it at once, as the server did.
  const [exports] = await Promise.all([loadExposed<Record<string, unknown>>(id), withPageState()]);
  // A section's own widget was rendered in place (`WidgetSlot`); another's through `RemoteSlot`.
  const Own = own ? (exports[id.slice(id.lastIndexOf('/') + 1)] as ComponentType<object> | undefined) : undefined;
  if (own && !Own) throw new Error(`Remote module ${id} has no widget of its name`);
  return (slot) => {
    const notices = noticesOnce();
    const widget = hydrateIsland(
      slot,
      <Provider store={islandStore()}>
        <ThemeProvider theme={theme}>
          <PageLoadRouter>
            {Own ? <Own {...props} /> : <RemoteSlotContent module={id} props={props} ready={undefined} />}
          </PageLoadRouter>
        </ThemeProvider>
      </Provider>,
    );
    return () => {
      widget();
      notices?.();
    };
  };
}

let noticesShown = false;

/**
 * The sections' live region, hydrated with the first widget over the islands' store: a widget's
 * messages («Thank you for your Vote...!!») show and are announced as in the app. Its undoing, once.
 */
function noticesOnce(): Unmount | undefined {
  const slot = document.querySelector<HTMLElement>(`[${ISLAND_ATTR}="${ISLAND_SLOTS.notices}"]`);
  if (noticesShown || !slot) return undefined;
  noticesShown = true;
  const undo = hydrateIsland(
    slot,
    <Provider store={islandStore()}>
      <NoticeRegion />
    </Provider>,
  );
  return () => {
    undo();
    noticesShown = false;
  };
}
