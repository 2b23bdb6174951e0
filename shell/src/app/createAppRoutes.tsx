import { NotFound, ROUTE_IDS, ROUTES, type RouteObject } from '@janmat/shared';
import { Layout } from '../layout/Layout';
import { SectionPage } from './SectionPage';

/**
 * The site's routes, straight from the shared route table: every route renders its owner's page
 * inside the chrome; anything else is the not-found page. React Router ranks static segments
 * first, so `/news/trending/:subtype` and `/news/state/:id/:type` win over the article patterns.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        ...ROUTE_IDS.map((id) => ({ path: ROUTES[id].path, element: <SectionPage routeId={id} /> })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
