import { NotFound, type RouteObject, Skeleton, useRoutes } from '@janmat/shared';
import type { StaffRole } from '@janmat/shared/contracts';
import { Suspense } from 'react';
import { NEWSROOM_PAGES, type NewsroomPage } from '../features/common/newsroomPaths';
import { mayOpen } from './roles';
import { NEWSROOM_SCREENS } from './screens';

/** The newsroom page at the current address that this role may open; others are not found. */
export function NewsroomPages({ role }: { role: StaffRole }) {
  const routes = (Object.keys(NEWSROOM_SCREENS) as NewsroomPage[])
    .filter((page) => mayOpen(role, page))
    .map((page) => {
      const Screen = NEWSROOM_SCREENS[page]!;
      const path = NEWSROOM_PAGES[page];
      return path === '' ? { index: true, element: <Screen /> } : { path, element: <Screen /> };
    });
  const element = useRoutes([
    ...routes,
    { path: '*', element: <NotFound offerSearch={false} /> },
  ] satisfies RouteObject[]);
  return <Suspense fallback={<Skeleton lines={6} />}>{element}</Suspense>;
}
