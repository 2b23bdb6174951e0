// The router and the store's React binding live inside this singleton (they are not federated
// shared modules, so webpack keeps only what is listed here): browser code imports them from
// '@janmat/shared', never from 'react-router-dom' or 'react-redux'. The shell routes with
// `BrowserRouter` + `useRoutes`: the site loads no route data, and the data router would add
// about 17 KB gzipped to every page.
export { Provider } from 'react-redux';
export {
  BrowserRouter,
  Outlet,
  type RouteObject,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
} from 'react-router-dom';
export * from './api';
export * from './contracts';
export * from './federation';
export * from './query';
export * from './router';
export * from './store';
export * from './theme';
export * from './ui';
