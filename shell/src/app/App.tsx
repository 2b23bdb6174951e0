import { ThemeProvider } from '@emotion/react';
import {
  BrowserRouter,
  GlobalStyles,
  type PortalStore,
  Provider,
  type RouteObject,
  StaticRouter,
  theme,
} from '@janmat/shared';
import { AppRoutes } from './AppRoutes';

interface AppProps {
  store: PortalStore;
  routes: RouteObject[];
  /** The address to render on the server; the browser's own address when absent. */
  location?: string;
}

/** The whole site: one store, the theme, and the router over the shared route table. */
export function App({ store, routes, location }: AppProps) {
  const page = <AppRoutes routes={routes} />;
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        {location === undefined ? (
          <BrowserRouter>{page}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{page}</StaticRouter>
        )}
      </ThemeProvider>
    </Provider>
  );
}
