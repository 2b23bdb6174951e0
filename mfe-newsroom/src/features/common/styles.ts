import { primaryButton, theme } from '@janmat/shared';

const { colors, space, radius, fontSizes } = theme;

/** The newsroom's own look: plain working pages, brand red only for the main action. */
export const page = { maxWidth: theme.maxWidth, margin: '0 auto', padding: space.md } as const;
export const pageTitle = { fontSize: fontSizes.xl, margin: `0 0 ${space.md}` } as const;
export const mainButton = { ...primaryButton, padding: `0 ${space.lg}` } as const;
export const plainButton = {
  minHeight: '44px',
  padding: `0 ${space.md}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.sm,
  background: colors.background,
  color: colors.text,
  font: 'inherit',
  cursor: 'pointer',
} as const;
export const table = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'start', padding: space.sm, borderBottom: `1px solid ${colors.border}` },
  '& th': { background: colors.surface },
} as const;
export const toolbar = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'end',
  marginBottom: space.md,
} as const;
export const errorBox = { color: colors.error, fontWeight: 600 } as const;
export const successBox = { color: colors.success, fontWeight: 600 } as const;
export const selectControl = {
  minHeight: '44px',
  padding: `0 ${space.sm}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.sm,
  font: 'inherit',
  background: colors.background,
} as const;

/** The notice of a save that met someone else's. */
export const conflictBox = {
  border: `2px solid ${colors.error}`,
  borderRadius: theme.radius.md,
  padding: space.md,
  margin: `${space.sm} 0`,
} as const;
