import { css, keyframes } from '@emotion/react';
import { href, Link, Skeleton, theme, useGetBreakingNewsQuery, useHydrated } from '@janmat/shared';
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
 * The red breaking-news ticker: the headlines scrolling past, each a link to its article; on a page
 * rendered in the browser, after a placeholder of 2 s (spec §9). The server's HTML has them at once. Hovering or focusing it pauses the motion; reduced-motion readers get a
 * still, sideways-scrollable row instead.
 */
export function Ticker() {
  const { data: headlines = [] } = useGetBreakingNewsQuery();
  // A page the server rendered has its headlines in the HTML (readable without scripts): it keeps
  // them while it hydrates. Only a page rendered in the browser waits out the placeholder.
  const [fromServer] = useState(!useHydrated());
  const [waited, setWaited] = useState(fromServer);
  useEffect(() => {
    if (fromServer) return;
    const timer = setTimeout(() => setWaited(true), TICKER_PLACEHOLDER_MS);
    return () => clearTimeout(timer);
  }, [fromServer]);
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
