export { LaterInBrowser, type LaterInBrowserProps } from './LaterInBrowser';
export {
  connectRemotes,
  forgetExposed,
  forgetRemote,
  forgetSection,
  loadExposed,
  loadSection,
  type RemoteLoader,
  setModuleScope,
  setRemoteLoader,
} from './loadExposed';
export { RemoteSlot, type RemoteSlotProps } from './RemoteSlot';
export { RemoteSlotContent, type RemoteSlotContentProps } from './RemoteSlotContent';
export { type ReadySignal, readySignal, renderPlace } from './readySignal';
export { SectionBoundary, type SectionBoundaryProps } from './SectionBoundary';
export { NEAR_VIEWPORT_MARGIN, observeNearViewport, useNearSignal } from './useNearViewport';
export { WidgetSlot, type WidgetSlotProps } from './WidgetSlot';
