import { createPortalStore, ROUTES } from '@janmat/shared';
import { type ApiTable, renderWithPortal } from '@janmat/shared/testing';
import type { ReactElement } from 'react';
import { newsroomApi } from '../api/newsroomApi';
import { sessionAs } from './renderNewsroom';

/**
 * Renders a desk page at `route` for a signed-in editor, as inside the newsroom: the session (with
 * its CSRF token `token-of-editor`) is already in the store, `api` answers the page's calls.
 */
export function renderDesk(ui: ReactElement, { route, api }: { route: string; api: ApiTable }) {
  const store = createPortalStore();
  store.dispatch(
    newsroomApi.util.upsertQueryEntries([{ endpointName: 'me', arg: undefined, value: sessionAs('editor') }]),
  );
  return renderWithPortal(ui, { route, path: ROUTES.newsroom.path, store, api });
}
