import { css } from '@emotion/react';
import { theme } from '@janmat/shared';

const { colors, space, fontSizes, radius } = theme;

export const sectionCss = css({ margin: `${space.xl} 0` });

export const sectionHead = css({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.md,
  h2: { fontSize: fontSizes.lg, lineHeight: 1.4, margin: `0 0 ${space.sm}` },
});

export const listCss = css({ listStyle: 'none', margin: 0, padding: 0 });

export const itemCss = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${colors.border}`,
  lineHeight: 1.6,
});

/** A quiet button beside an item: «हटाएं», «फ़ॉलो हटाएं», «सब मिटाएं». */
export const smallButton = css({
  flexShrink: 0,
  minHeight: '44px',
  padding: `0 ${space.md}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.pill,
  background: colors.background,
  color: colors.text,
  font: 'inherit',
  fontSize: fontSizes.sm,
  cursor: 'pointer',
});

export const emptyCss = css({ margin: 0, color: colors.textMuted, lineHeight: 1.7 });
