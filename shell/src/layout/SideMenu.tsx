import { css, keyframes } from '@emotion/react';
import {
  Dialog,
  href,
  Link,
  needsScripts,
  theme,
  useGetCategoriesQuery,
  useGetSubCategoriesQuery,
} from '@janmat/shared';
import { lazy, type RefObject, Suspense } from 'react';
import { Icon } from './Icon';
import { ISLAND_SLOTS, islandSlot } from './islandSlots';
import { SocialLinks } from './SocialLinks';
import { SIDE_MENU_ID } from './sideMenuId';

const slideIn = keyframes({
  from: {
    transform: 'translateX(-100%)',
  },
  to: {
    transform: 'translateX(0)',
  },
});

const panelCss = css({
  position: 'fixed',
  inset: '0 auto 0 0',
  width: 'min(320px, 85vw)',
  overflowY: 'auto',
  padding: theme.space.md,
  background: theme.colors.background,
  boxShadow: '4px 0 16px rgba(0, 0, 0, 0.25)',
  animation: `${slideIn} 200ms ease-out`,
  h2: {
    margin: `${theme.space.lg} 0 ${theme.space.sm}`,
    fontSize: theme.fontSizes.md,
    color: theme.colors.textMuted,
  },
  ul: {
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  'nav a': {
    display: 'block',
    padding: `${theme.space.sm} 0`,
    color: theme.colors.text,
    textDecoration: 'none',
  },
});

/** The appearance's choices need scripts: a lite page (none) follows the device and the normal size. */
const appearanceCss = css(needsScripts);

/** The theme and text size's choices: only readers who open the menu download them. */
const AppearanceControls = lazy(() =>
  import(/* webpackChunkName: "on-demand-appearance" */ '@janmat/shared/reader').then(({ AppearanceControls }) => ({
    default: AppearanceControls,
  })),
);

const brandCss = css({
  fontSize: theme.fontSizes.xl,
  fontWeight: 700,
  color: theme.colors.brandText,
});

interface SideMenuProps {
  /** Whether it is open; closed, it is still in the page (hidden), so the page can open it before its scripts run. */
  open: boolean;
  onClose: () => void;
  /** Receives focus back when the menu closes (the header's menu button). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The slide-in menu: home, every category but the state one, the trending sub-categories, the
 * social links and the reader's theme and text size (`AppearanceControls`, where scripts run), in
 * the shared `Dialog`: the page behind is inert and does not scroll; it closes on
 * Escape, a click outside, its close button or a link, and focus goes back to the menu button.
 */
export function SideMenu({ open, onClose, returnFocusTo }: SideMenuProps) {
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data: trending = [] } = useGetSubCategoriesQuery();
  return (
    <Dialog
      id={SIDE_MENU_ID}
      open={open}
      label="मेन्यू"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      css={panelCss}
      title={<span css={brandCss}>जनमत</span>}
      closeLabel="मेन्यू बंद करें"
      closeIcon={<Icon name="close" />}
    >
      <nav aria-label="साइड मेन्यू">
        <ul>
          <li>
            <Link to={href.home()} onClick={onClose}>
              होम
            </Link>
          </li>
          {categories
            .filter((category) => category.c_code !== 'state')
            .map((category) => (
              <li key={category.c_code}>
                <Link to={href.newsList({ type: category.c_code })} onClick={onClose}>
                  {category.name}
                </Link>
              </li>
            ))}
        </ul>
        {trending.length > 0 && (
          <>
            <h2>ट्रेंडिंग</h2>
            <ul>
              {trending.map((sub) => (
                <li key={sub.s_code}>
                  <Link to={href.trending({ subtype: sub.s_code })} onClick={onClose}>
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </nav>
      <h2>हमें फ़ॉलो करें</h2>
      <SocialLinks />
      {/* Last in the menu: its choices, coming when the menu opens, move nothing below them. */}
      <section aria-labelledby="side-menu-appearance" css={appearanceCss}>
        <h2 id="side-menu-appearance">दिखावट</h2>
        <div {...islandSlot(ISLAND_SLOTS.appearance)}>
          {open ? (
            <Suspense fallback={null}>
              <AppearanceControls />
            </Suspense>
          ) : null}
        </div>
      </section>
    </Dialog>
  );
}
