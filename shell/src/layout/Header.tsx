import { css } from '@emotion/react';
import { href, Link, mq, theme } from '@janmat/shared';
import { useEffect, useState } from 'react';
import { Bell } from '../features/bell/Bell';
import { formatHeaderDate, isoDay } from './formatHeaderDate';
import { IconButton } from './IconButton';
import { IconLink } from './IconLink';
import { ISLAND_SLOTS, islandSlot } from './islandSlots';
import { SearchPanel } from './SearchPanel';
import { SideMenu } from './SideMenu';
import { SEARCH_PANEL_ID } from './searchPanelId';
import { SIDE_MENU_ID } from './sideMenuId';
import { useCommandedDialog } from './useCommandedDialog';

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
  color: theme.colors.brandText,
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
 * the search field over them and the menu button the side menu, both natively (a popover and a
 * dialog's command), so they answer the first tap before any script and on a page without one; so
 * does the bell (features/bell); the profile is a plain link to «मेरा जनमत» (docs/profile.md).
 */
export function Header({ now: given }: { now?: Date }) {
  // The server renders its own day; the reader's clock takes over once the page has hydrated.
  const [now, setNow] = useState(() => given ?? new Date());
  useEffect(() => {
    if (!given) setNow(new Date());
  }, [given]);
  const menu = useCommandedDialog(SIDE_MENU_ID);
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
          <IconButton icon="search" label="खोजें" popoverTarget={SEARCH_PANEL_ID} />
          <Bell />
          <IconLink icon="user" label="मेरा जनमत" to={href.meraJanmat()} />
          <IconButton icon="menu" label="मेन्यू" {...menu.buttonProps} />
        </div>
      </div>
      <div {...islandSlot(ISLAND_SLOTS.search)}>
        <SearchPanel />
      </div>
      <SideMenu open={menu.open} onClose={menu.close} returnFocusTo={menu.button} />
    </header>
  );
}
