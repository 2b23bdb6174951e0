export { type AppDispatch, createPortalStore, type PortalStore, type PortalStoreOptions } from './createPortalStore';
export { formEchoSlice, selectFormEcho } from './formEchoSlice';
export { useAppDispatch, useAppSelector } from './hooks';
export { dismissNotice, type Notice, type NoticeTone, noticesSlice, pushNotice, selectNotices } from './noticesSlice';
export { type LazyLoadedSlices, type RootState, rootReducer } from './rootReducer';
