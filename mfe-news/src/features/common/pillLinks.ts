import { css } from '@emotion/react';
import { theme } from '@janmat/shared';

/** A wrapping list of pill-shaped links (trending chips, an author's social links). */
export function pillLinks(border: string, color?: string) {
  return css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    a: {
      display: 'inline-block',
      padding: `${theme.space.xs} ${theme.space.md}`,
      border: `1px solid ${border}`,
      borderRadius: theme.radius.pill,
      fontSize: theme.fontSizes.sm,
      textDecoration: 'none',
      ...(color ? { color } : { background: theme.colors.background }),
    },
  });
}
