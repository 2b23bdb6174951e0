import { BREAKPOINTS } from './tokens';

/** Media queries for Emotion objects: `{ [mq.md]: { columns: 2 } }`. Mobile first. */
export const mq = {
  /** 640 px and wider. */
  md: `@media (min-width: ${BREAKPOINTS.md}px)`,
  /** 1024 px and wider. */
  lg: `@media (min-width: ${BREAKPOINTS.lg}px)`,
} as const;
