// Test support for every browser package: import from '@janmat/shared/testing' in tests only
// (scripts/check-deps.mjs rejects it anywhere else). Not part of the root export.
export { ElsewherePage } from './ElsewherePage';
export { type ExposesOption, expectExposedContract } from './expectExposedContract';
export { canonicalHref, expectPageHead, type PageHead } from './expectPageHead';
export {
  type Answerer,
  type ApiTable,
  deferred,
  list,
  type MockedApi,
  mockApi,
  Reply,
  reply,
  type SentRequest,
} from './mockApi';
export { renderHydrated } from './renderHydrated';
export { type RenderWithPortalOptions, renderWithPortal } from './renderWithPortal';
