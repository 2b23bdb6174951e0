import { css } from '@emotion/react';
import { mq, theme } from '@janmat/shared';

const { colors, space, fontSizes, radius } = theme;

/** The column every page of this section sits in (the shell's `main` gives the side margins). */
export const pageColumn = css({
  maxWidth: '820px',
  margin: '0 auto',
  paddingBottom: space.xl,
});

/** Running Hindi text: headings, paragraphs and lists. */
export const prose = css({
  fontSize: fontSizes.md,
  lineHeight: 1.7,
  color: colors.text,
  h2: { fontSize: fontSizes.lg, lineHeight: 1.4, margin: `${space.xl} 0 ${space.sm}` },
  p: { margin: `0 0 ${space.md}` },
  ul: { margin: `0 0 ${space.md}`, paddingInlineStart: space.lg },
  li: { marginBottom: space.xs },
  [mq.md]: { fontSize: '1.0625rem' },
});

/** A highlighted box: the editorial e-mail, a call to action. */
export const callout = css({
  margin: `${space.md} 0`,
  padding: space.md,
  borderInlineStart: `4px solid ${colors.brand}`,
  borderRadius: radius.sm,
  background: colors.surface,
});
