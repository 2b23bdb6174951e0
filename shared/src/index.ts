export * from './api';
export * from './contracts';
export * from './federation';
export * from './store';
export * from './theme';
export * from './ui';
// The card component and the entity type share a name: this export carries both meanings.
export { NewsCard } from './ui/NewsCard';
export * from './validation/limits';
export * from './validation/messages';
