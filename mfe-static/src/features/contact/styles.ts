import { css } from '@emotion/react';
import { mq, primaryButton, theme } from '@janmat/shared';

const { colors, space, fontSizes, radius } = theme;

export const submitButton = css({
  ...primaryButton,
  padding: `${space.sm} ${space.lg}`,
  '&:hover': { background: colors.brandDark },
  '&:disabled': { opacity: 0.7, cursor: 'progress' },
});

export const contactLayout = css({
  display: 'grid',
  gap: space.xl,
  [mq.lg]: { gridTemplateColumns: '2fr 1fr', alignItems: 'start' },
});

export const blockHeading = css({ fontSize: fontSizes.lg, margin: `0 0 ${space.md}` });

export const socialList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  [mq.lg]: { flexDirection: 'column' },
});

export const socialLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${space.xs} ${space.md}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.pill,
  color: colors.link,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

export const sentNote = css({
  margin: `0 0 ${space.md}`,
  padding: space.sm,
  borderRadius: radius.sm,
  background: colors.surface,
  color: colors.success,
  fontWeight: 600,
});
