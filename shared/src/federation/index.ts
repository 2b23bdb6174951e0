export type { RemoteLoader } from './containers';
export { connectRemotes, loadSection, setRemoteLoader } from './loadExposed';
export { RemoteSlot, type RemoteSlotProps } from './RemoteSlot';
export { SectionBoundary, type SectionBoundaryProps } from './SectionBoundary';
export { NEAR_VIEWPORT_MARGIN, useNearViewport } from './useNearViewport';
