import { ThemeProvider } from '@emotion/react';
import { BrowserRouter, GlobalStyles, type PortalStore, Provider, type RouteObject, theme } from '@janmat/shared';
import { AppRoutes } from './AppRoutes';

interface AppProps {
  store: PortalStore;
  routes: RouteObject[];
}

/** The whole site: one store, the theme, and the router over the shared route table. */
export function App({ store, routes }: AppProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </ThemeProvider>
    </Provider>
  );
}
