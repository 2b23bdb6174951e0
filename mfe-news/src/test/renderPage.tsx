import { ROUTES, type RouteId } from '@janmat/shared';
import { type ApiTable, mockApi, renderWithPortal } from '@janmat/shared/testing';
import type { ReactElement } from 'react';

export interface RenderPageOptions {
  route: RouteId;
  url: string;
  api?: ApiTable;
}

/** Shorthand over `@janmat/shared/testing` still used by the home and popular tests: `mockApi` + `renderWithPortal`. */
export function renderPage(page: ReactElement, { route, url, api = {} }: RenderPageOptions) {
  return { ...mockApi(api), ...renderWithPortal(page, { route: url, path: ROUTES[route].path }) };
}
