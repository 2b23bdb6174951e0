import { theme } from '@janmat/shared';

/** A field of the editor: label over control, error under it (like the shared FormField). */
export const fieldBox = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  marginBottom: theme.space.md,
} as const;
export const fieldLabel = { fontWeight: 600 } as const;
export const hint = { margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm } as const;
