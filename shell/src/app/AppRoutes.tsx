import { type RouteObject, useRoutes } from '@janmat/shared';

interface AppRoutesProps {
  routes: RouteObject[];
}

/** The page of the current address, from the site's route objects (`createAppRoutes`). */
export function AppRoutes({ routes }: AppRoutesProps) {
  return useRoutes(routes);
}
