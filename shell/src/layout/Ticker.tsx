import { css, keyframes } from '@emotion/react';
import { href, Link, Skeleton, theme, useGetBreakingNewsQuery } from '@janmat/shared';
import { useEffect, useState } from 'react';

/** How long the ticker shows its placeholder before the headlines (spec §9). */
export const TICKER_PLACEHOLDER_MS = 2000;

const scroll = keyframes({
  from: {
    transform: 'translateX(0)',
  },
  to: {
    transform: 'translateX(-100%)',
  },
});

const tickerCss = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  background: theme.colors.brand,
  color: theme.colors.onBrand,
});

const labelCss = css({
  flex: 'none',
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${theme.space.md}`,
  background: theme.colors.brandDark,
  fontWeight: 700,
});

const viewportCss = css({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  padding: `0 ${theme.space.sm}`,
  '&:hover ul, &:focus-within ul': {
    animationPlayState: 'paused',
  },
  '@media (prefers-reduced-motion: reduce)': {
    overflowX: 'auto',
    ul: {
      animation: 'none',
      paddingLeft: 0,
    },
  },
});

const trackCss = css({
  display: 'inline-flex',
  gap: theme.space.xl,
  margin: 0,
  padding: '0 0 0 100%',
  listStyle: 'none',
  whiteSpace: 'nowrap',
  animation: `${scroll} linear infinite`,
  a: {
    color: 'inherit',
    textDecoration: 'none',
  },
  'a:hover, a:focus-visible': {
    textDecoration: 'underline',
  },
});

/**
 * The red breaking-news ticker: a placeholder for 2 s, then the headlines scrolling past, each a
 * link to its article. Hovering or focusing it pauses the motion; reduced-motion readers get a
 * still, sideways-scrollable row instead.
 */
export function Ticker() {
  const { data: headlines = [] } = useGetBreakingNewsQuery();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), TICKER_PLACEHOLDER_MS);
    return () => clearTimeout(timer);
  }, []);
  const ready = waited && headlines.length > 0;
  return (
    <section aria-label="ब्रेकिंग न्यूज़" css={tickerCss}>
      <span css={labelCss}>ब्रेकिंग</span>
      <div css={viewportCss}>
        {ready ? (
          <ul css={trackCss} style={{ animationDuration: `${Math.max(20, headlines.length * 8)}s` }}>
            {headlines.map((item) => (
              <li key={`${item.type}/${item.url}`}>
                <Link to={href.article({ type: item.type, url: item.url })}>{item.name}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <Skeleton width="80%" height="1.25rem" />
        )}
      </div>
    </section>
  );
}
