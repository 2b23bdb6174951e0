export {
  connectRemotes,
  forgetExposed,
  forgetRemote,
  forgetSection,
  loadSection,
  type RemoteLoader,
  setRemoteLoader,
} from './loadExposed';
export { RemoteSlot, type RemoteSlotProps } from './RemoteSlot';
export { SectionBoundary, type SectionBoundaryProps } from './SectionBoundary';
export { NEAR_VIEWPORT_MARGIN, observeNearViewport, useNearViewport } from './useNearViewport';
