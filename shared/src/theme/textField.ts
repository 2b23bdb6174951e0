import { theme } from './tokens';

/**
 * The look of a form's text field or select: the page's own background and text, a thin border, at
 * least 44 px tall. An Emotion style object: forms spread it on their fields.
 */
export const textField = {
  minHeight: '44px',
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.background,
  color: theme.colors.text,
  font: 'inherit',
  fontSize: theme.fontSizes.md,
} as const;
