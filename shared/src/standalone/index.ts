/** Development aid: mount one section as its own page (`@janmat/shared/standalone`). */
export { mountStandalone } from './mountStandalone';
export { StandaloneSection } from './StandaloneSection';
