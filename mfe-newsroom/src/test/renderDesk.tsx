import { createPortalStore, ROUTES } from '@janmat/shared';
import type { StaffRole } from '@janmat/shared/contracts';
import { type ApiTable, type RenderWithPortalOptions, renderWithPortal } from '@janmat/shared/testing';
import type { ReactElement } from 'react';
import { newsroomApi } from '../api/newsroomApi';
import { sessionAs } from './renderNewsroom';

/**
 * Renders a desk page at `route` for a signed-in editor (or `role`), as inside the newsroom: the
 * session (with its CSRF token `token-of-<role>`) is already in the store, `api` answers the page's calls.
 * `path`: the route pattern the page is mounted on (its `:id`), the newsroom's own by default;
 * `userOptions`: user-event's, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers.
 */
export function renderDesk(
  ui: ReactElement,
  {
    route,
    api,
    role = 'editor',
    path = ROUTES.newsroom.path,
    userOptions,
  }: {
    route: string;
    api: ApiTable;
    role?: StaffRole;
    path?: string;
    userOptions?: RenderWithPortalOptions['userOptions'];
  },
) {
  const store = createPortalStore();
  store.dispatch(newsroomApi.util.upsertQueryEntries([{ endpointName: 'me', arg: undefined, value: sessionAs(role) }]));
  return renderWithPortal(ui, { route, path, store, api, userOptions });
}
