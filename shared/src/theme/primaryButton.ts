import { theme } from './tokens';

/**
 * The look of a page's main action (vote, create a poll, send): brand fill, pill shape, at least
 * 44 px tall. An Emotion style object: pages spread it and add their padding and disabled look.
 */
export const primaryButton = {
  minHeight: '44px',
  border: 0,
  borderRadius: theme.radius.pill,
  background: theme.colors.brand,
  color: theme.colors.onBrand,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;
