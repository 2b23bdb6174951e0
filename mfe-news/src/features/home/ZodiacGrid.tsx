import { css } from '@emotion/react';
import { href, Link, mq, theme, ZODIAC_SIGNS } from '@janmat/shared';
import { SidebarBox } from '../common/SidebarBox';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [mq.md]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  a: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.space.xs,
    padding: `${theme.space.sm} ${theme.space.xs}`,
    borderRadius: theme.radius.md,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontSize: theme.fontSizes.sm,
    textDecoration: 'none',
  },
  'a:hover': { background: theme.colors.border },
});
const symbol = css({ fontSize: '1.75rem', lineHeight: 1, color: theme.colors.brandText });

/**
 * «राशिफल»: the 12 signs from the shared zodiac table, each linking its horoscope with the table's
 * shifted pairing (मेष → leo, वृषभ → cancer, ...), the same table the astrology pages read.
 */
export function ZodiacGrid() {
  return (
    <SidebarBox title="राशिफल">
      <ul css={grid}>
        {ZODIAC_SIGNS.map((sign) => (
          <li key={sign.code}>
            <Link to={href.astrologySign({ code: sign.code })}>
              <span css={symbol} aria-hidden="true">
                {sign.symbol}
              </span>
              {sign.name}
            </Link>
          </li>
        ))}
      </ul>
    </SidebarBox>
  );
}
