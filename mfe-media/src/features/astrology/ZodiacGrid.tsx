import { css } from '@emotion/react';
import { href, Link, mq, theme, type ZodiacSign } from '@janmat/shared';

const grid = css`
  list-style: none;
  margin: ${theme.space.md} 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  a {
    display: grid;
    justify-items: center;
    gap: ${theme.space.xs};
    padding: ${theme.space.md} ${theme.space.xs};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    color: ${theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    border-color: ${theme.colors.brand};
    color: ${theme.colors.brand};
  }
  span {
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    background: ${theme.colors.brand};
    color: ${theme.colors.onBrand};
    font-size: 1.75rem;
    line-height: 1;
  }
`;

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
