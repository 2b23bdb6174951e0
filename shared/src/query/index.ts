export { isNotFound } from './isNotFound';
export { LookupGate, type LookupGateProps } from './LookupGate';
export type { QueryState } from './QueryState';
export { QueryView, type QueryViewProps } from './QueryView';
