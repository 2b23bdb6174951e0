import { theme } from '@janmat/shared';

/** A list of desk items, one card each. */
export const cardList = {
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${theme.space.lg}`,
  display: 'grid',
  gap: theme.space.sm,
} as const;
export const card = {
  padding: theme.space.md,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.background,
} as const;
export const cardTitle = { fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space.xs}` } as const;
export const muted = { color: theme.colors.textMuted, margin: `0 0 ${theme.space.xs}` } as const;
/** A state worth noticing: expired, closed, hidden. */
export const badge = {
  display: 'inline-block',
  padding: `0 ${theme.space.sm}`,
  marginInlineStart: theme.space.sm,
  borderRadius: theme.radius.pill,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.textMuted}`,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
} as const;
/** A link standing on its own (not inside a sentence): a full-size target. */
export const blockLink = { display: 'inline-flex', alignItems: 'center', minHeight: '44px' } as const;
