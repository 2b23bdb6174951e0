import { theme } from './tokens';

/**
 * The look of a button that shows only an icon (the header's menu and search, a dialog's close): a
 * 44 px round target, transparent until hovered. An Emotion style object, like `primaryButton`.
 */
export const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  borderRadius: theme.radius.pill,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { background: 'color-mix(in srgb, currentColor 8%, transparent)' },
} as const;
