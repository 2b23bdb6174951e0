export { loadSection, type RemoteLoader, setRemoteLoader } from './loadExposed';
export { RemoteSlot, type RemoteSlotProps } from './RemoteSlot';
export { SectionBoundary, type SectionBoundaryProps } from './SectionBoundary';
