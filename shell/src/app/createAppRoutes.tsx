import { isStaffRoute, NotFound, ROUTE_IDS, ROUTES, type RouteObject } from '@janmat/shared';
import { Layout } from '../layout/Layout';
import { SectionPage } from './SectionPage';

const sectionRoute = (id: (typeof ROUTE_IDS)[number]): RouteObject => ({
  path: ROUTES[id].path,
  element: <SectionPage routeId={id} />,
});

/**
 * The site's routes, straight from the shared route table: every readers' route renders its owner's
 * page inside the chrome; the staff's pages (the newsroom) bring their own frame; anything else is
 * the not-found page. React Router ranks static segments first, so `/news/trending/:subtype` and
 * `/news/state/:id/:type` win over the article patterns.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    ...ROUTE_IDS.filter(isStaffRoute).map(sectionRoute),
    {
      element: <Layout />,
      children: [
        ...ROUTE_IDS.filter((id) => !isStaffRoute(id)).map(sectionRoute),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
