import { ThemeProvider } from '@emotion/react';
import { GlobalStyles, type PortalStore, theme } from '@janmat/shared';
import { Provider } from 'react-redux';
import { type createBrowserRouter, RouterProvider } from 'react-router-dom';

interface AppProps {
  store: PortalStore;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The whole site: one store, the theme, and the router over the shared route table. */
export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  );
}
