import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { formEchoSlice } from './formEchoSlice';
import { noticesSlice } from './noticesSlice';

/**
 * State of the slices remotes inject at run time. A remote declares its slice here so
 * `RootState` knows it:
 *
 *   declare module '@janmat/shared' {
 *     interface LazyLoadedSlices extends WithSlice<typeof pollsUiSlice> {}
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the remotes.
export interface LazyLoadedSlices {}

/** The portal's root reducer: RTK Query's cache, the notices, the form echo and every injected slice. */
export const rootReducer = combineSlices(baseApi, noticesSlice, formEchoSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
