import { css } from '@emotion/react';
import { href, Link, mq, theme, type ZodiacSign } from '@janmat/shared';

const grid = css({
  listStyle: 'none',
  margin: `${theme.space.md} 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space.sm,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  [mq.md]: {
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  },
  [mq.lg]: {
    gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  },
  a: {
    display: 'grid',
    justifyItems: 'center',
    gap: theme.space.xs,
    padding: `${theme.space.md} ${theme.space.xs}`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    color: theme.colors.text,
    textDecoration: 'none',
    fontWeight: 600,
  },
  'a:hover': {
    borderColor: theme.colors.brandText,
    color: theme.colors.brandText,
  },
  span: {
    display: 'grid',
    placeItems: 'center',
    width: '56px',
    height: '56px',
    borderRadius: '50%',
    background: theme.colors.brand,
    color: theme.colors.onBrand,
    fontSize: '1.75rem',
    lineHeight: 1,
  },
});

export interface ZodiacGridProps {
  signs: readonly ZodiacSign[];
  /** Accessible name of the list. */
  label: string;
}

/** Zodiac signs as icon links to their readings, in the shared table's order and pairing. */
export function ZodiacGrid({ signs, label }: ZodiacGridProps) {
  return (
    <ul css={grid} aria-label={label}>
      {signs.map((sign) => (
        <li key={sign.code}>
          <Link to={href.astrologySign({ code: sign.code })}>
            <span aria-hidden="true">{sign.symbol}</span>
            {sign.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
