import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import type { PortalQueryExtra } from '../api/baseQuery';
import { rootReducer } from './rootReducer';

export interface PortalStoreOptions extends PortalQueryExtra {
  preloadedState?: Parameters<typeof rootReducer>[0];
}

/** The portal's store: created once by the shell (and by each standalone dev page and test). */
export function createPortalStore({ preloadedState, readApi, dataClasses }: PortalStoreOptions = {}) {
  const extra: PortalQueryExtra = { readApi, dataClasses };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type AppDispatch = PortalStore['dispatch'];
