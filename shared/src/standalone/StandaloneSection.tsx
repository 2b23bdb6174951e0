import { Global, ThemeProvider } from '@emotion/react';
import {
  GlobalStyles,
  NotFound,
  type PortalStore,
  type RemoteName,
  ROUTES,
  type RouteId,
  routesOwnedBy,
  type SectionModule,
  theme,
} from '@janmat/shared';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { appearanceCss } from '../theme/palettes';

interface StandaloneSectionProps<Owner extends RemoteName> {
  owner: Owner;
  pages: SectionModule<Owner>['pages'];
  store: PortalStore;
}

/** One section on its own: the portal store and theme, and a router over the section's own pages. */
export function StandaloneSection<Owner extends RemoteName>({ owner, pages, store }: StandaloneSectionProps<Owner>) {
  const byId = pages as Partial<Record<RouteId, ComponentType>>;
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        {/* The theme's colours, which the shell's pages have in their head. */}
        <Global styles={appearanceCss()} />
        <GlobalStyles />
        <BrowserRouter>
          <main id="main" css={{ maxWidth: theme.maxWidth, margin: '0 auto', padding: theme.space.md }}>
            <Routes>
              {routesOwnedBy(owner).map((id) => {
                const Page = byId[id];
                return Page ? <Route key={id} path={ROUTES[id].path} element={<Page />} /> : null;
              })}
              <Route path="*" element={<NotFound />} />
            </Routes>
          </main>
        </BrowserRouter>
      </ThemeProvider>
    </Provider>
  );
}
