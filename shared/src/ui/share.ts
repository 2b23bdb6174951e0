// `@janmat/shared/share`: the share bar, outside the federated root entry so that only the pages
// that show it (an article, a poll) carry its code.
export { ShareBar, type ShareBarProps } from './ShareBar';
