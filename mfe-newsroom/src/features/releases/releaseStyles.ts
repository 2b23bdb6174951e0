import { theme } from '@janmat/shared';

const { space, colors, fontSizes } = theme;

/** Live and canary side by side where there is room. */
export const buildGrid = {
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  margin: `${space.sm} 0 ${space.md}`,
} as const;

/** A build's facts as name: value rows. */
export const facts = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${space.xs} ${space.sm}`,
  margin: 0,
  '& dt': { color: colors.textMuted },
  '& dd': { margin: 0, wordBreak: 'break-word' },
} as const;

export const subTitle = { fontSize: fontSizes.md, margin: `${space.md} 0 ${space.sm}` } as const;

export const chartGrid = {
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
} as const;

export const figure = { margin: 0, minWidth: 0 } as const;
export const caption = { fontWeight: 600, marginBottom: space.xs } as const;
export const smallTable = { fontSize: fontSizes.sm } as const;
