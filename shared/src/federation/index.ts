export { LaterInBrowser, type LaterInBrowserProps } from './LaterInBrowser';
export {
  connectRemotes,
  forgetExposed,
  forgetRemote,
  forgetSection,
  loadSection,
  type RemoteLoader,
  setModuleScope,
  setRemoteLoader,
} from './loadExposed';
export { RemoteSlot, type RemoteSlotProps } from './RemoteSlot';
export { type ReadySignal, readySignal, renderPlace } from './readySignal';
export { SectionBoundary, type SectionBoundaryProps } from './SectionBoundary';
export { NEAR_VIEWPORT_MARGIN, observeNearViewport, useNearSignal } from './useNearViewport';
