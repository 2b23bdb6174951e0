import { css } from '@emotion/react';
import { href, Link, mq, theme } from '@janmat/shared';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { formatHeaderDate, isoDay } from './formatHeaderDate';
import { IconButton } from './IconButton';
import { loadSideMenu, SIDE_MENU_ID } from './sideMenuId';

// The menu's code loads when the reader reaches for the button (pointer or focus), not with the page.
const SideMenu = lazy(loadSideMenu);

const headerCss = css({
  background: theme.colors.background,
  borderBottom: `1px solid ${theme.colors.border}`,
});

const innerCss = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  maxWidth: theme.maxWidth,
  margin: '0 auto',
  padding: `${theme.space.sm} ${theme.space.md}`,
});

const dateCss = css({
  display: 'block',
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
});

const logoCss = css({
  fontSize: theme.fontSizes.xxl,
  fontWeight: 800,
  lineHeight: 1.2,
  color: theme.colors.brand,
  textDecoration: 'none',
  [mq.md]: {
    fontSize: '2.5rem',
  },
});

const actionsCss = css({
  display: 'flex',
  alignItems: 'center',
  color: theme.colors.text,
});

/**
 * Top of every page: today's date in English, the logo, and the icon buttons. Only the menu button
 * does something (it opens the side menu); search, notifications and profile are placeholders.
 */
export function Header({ now: given }: { now?: Date }) {
  // The server renders its own day; the reader's clock takes over once the page has hydrated.
  const [now, setNow] = useState(() => given ?? new Date());
  useEffect(() => {
    if (!given) setNow(new Date());
  }, [given]);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <header css={headerCss}>
      <div css={innerCss}>
        <div>
          <time css={dateCss} dateTime={isoDay(now)} suppressHydrationWarning>
            {formatHeaderDate(now)}
          </time>
          <Link to={href.home()} css={logoCss} aria-label="जनमत — होम">
            जनमत
          </Link>
        </div>
        <div css={actionsCss}>
          <IconButton icon="search" label="खोजें" />
          <IconButton icon="bell" label="सूचनाएं" />
          <IconButton icon="user" label="प्रोफ़ाइल" />
          <IconButton
            ref={menuButton}
            icon="menu"
            label="मेन्यू"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? SIDE_MENU_ID : undefined}
            onClick={() => setMenuOpen((open) => !open)}
            onPointerEnter={loadSideMenu}
            onFocus={loadSideMenu}
          />
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <SideMenu onClose={closeMenu} returnFocusTo={menuButton} />
        </Suspense>
      ) : null}
    </header>
  );
}
