import { ROUTES } from '@janmat/shared';
import type { StaffRole, StaffSession } from '@janmat/shared/contracts';
import { type ApiTable, renderWithPortal, reply } from '@janmat/shared/testing';
import type { ReactElement } from 'react';

/** The session tests sign in with: its CSRF token is what every write must carry. */
export const sessionAs = (role: StaffRole, id = 1): StaffSession => ({
  staff: { id, name: role === 'admin' ? 'प्रधान संपादक' : 'रीना', email: `${role}@janmat.test`, role },
  csrfToken: `token-of-${role}`,
});

/**
 * Renders a newsroom component under the newsroom's own route (`/newsroom/*`) at `route`, signed in
 * as `role` (the `/api/newsroom/me` answer), with `api` for the other calls.
 */
export function renderNewsroom(
  ui: ReactElement,
  { route = '/newsroom', role = 'admin' as StaffRole | null, api = {} as ApiTable } = {},
) {
  const me = {
    'GET /api/newsroom/me': role === null ? reply(401, { message: 'कृपया साइन इन करें।' }) : sessionAs(role),
  };
  return renderWithPortal(ui, { route, path: ROUTES.newsroom.path, api: { ...me, ...api } });
}
