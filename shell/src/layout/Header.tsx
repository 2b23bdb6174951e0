import { css } from '@emotion/react';
import { href, Link, mq, OPENS_DIALOG, theme } from '@janmat/shared';
import { lazy, Suspense, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatHeaderDate, isoDay } from './formatHeaderDate';
import { IconButton } from './IconButton';
import { IconLink } from './IconLink';
import { LiteMode } from './liteMode';
import { SideMenu } from './SideMenu';
import { loadSearchPanel, SEARCH_PANEL_ID } from './searchPanelId';
import { SIDE_MENU_ID } from './sideMenuId';

// The search field's code loads when the reader reaches for the button (pointer or focus), with its suggestions.
const SearchPanel = lazy(loadSearchPanel);

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
 * Top of every page: today's date in English, the logo, and the icon buttons. The search button opens
 * the search field under them, the menu button the side menu; notifications and profile are
 * placeholders.
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
  // The menu is in the page closed, and a tap before the scripts opened it (nativeTaps): it stays open.
  useLayoutEffect(() => {
    if ((document.getElementById(SIDE_MENU_ID) as HTMLDialogElement | null)?.open) setMenuOpen(true);
  }, []);
  const lite = useContext(LiteMode);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const closeSearch = useCallback((refocus: boolean) => {
    setSearchOpen(false);
    if (refocus) searchButton.current?.focus();
  }, []);
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
          {lite ? (
            // A lite page runs no script: its search is the results page's own form.
            <IconLink icon="search" label="खोजें" to={href.search()} />
          ) : (
            <IconButton
              ref={searchButton}
              icon="search"
              label="खोजें"
              aria-expanded={searchOpen}
              aria-controls={searchOpen ? SEARCH_PANEL_ID : undefined}
              onClick={() => setSearchOpen((open) => !open)}
              onPointerEnter={loadSearchPanel}
              onFocus={loadSearchPanel}
            />
          )}
          <IconButton icon="bell" label="सूचनाएं" />
          <IconButton icon="user" label="प्रोफ़ाइल" />
          <IconButton
            ref={menuButton}
            icon="menu"
            label="मेन्यू"
            aria-expanded={menuOpen}
            aria-controls={SIDE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
            {...{ [OPENS_DIALOG]: SIDE_MENU_ID }}
          />
        </div>
      </div>
      {searchOpen ? (
        <Suspense fallback={null}>
          <SearchPanel onClose={closeSearch} />
        </Suspense>
      ) : null}
      <SideMenu open={menuOpen} onClose={closeMenu} returnFocusTo={menuButton} />
    </header>
  );
}
