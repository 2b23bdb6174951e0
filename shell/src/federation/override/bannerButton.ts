import { css } from '@emotion/react';
import { theme } from '@janmat/shared';

/** A button of the override banner: outlined in the banner's text colour. */
export const bannerButton = css({
  padding: `${theme.space.xs} ${theme.space.md}`,
  border: `1px solid ${theme.colors.background}`,
  borderRadius: theme.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
});
