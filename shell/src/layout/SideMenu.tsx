import { css, keyframes } from '@emotion/react';
import { href, Link, theme, useGetCategoriesQuery, useGetSubCategoriesQuery } from '@janmat/shared';
import { type RefObject, useEffect, useRef } from 'react';
import { IconButton } from './IconButton';
import { keepTabInside } from './keepTabInside';
import { SocialLinks } from './SocialLinks';
import { SIDE_MENU_ID } from './sideMenuId';
import { useScrollLock } from './useScrollLock';

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

const backdropCss = css`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(0, 0, 0, 0.45);
`;

const panelCss = css`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 50;
  width: min(320px, 85vw);
  overflow-y: auto;
  padding: ${theme.space.md};
  background: ${theme.colors.background};
  box-shadow: 4px 0 16px rgba(0, 0, 0, 0.25);
  animation: ${slideIn} 200ms ease-out;
  h2 {
    margin: ${theme.space.lg} 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  nav a {
    display: block;
    padding: ${theme.space.sm} 0;
    color: ${theme.colors.text};
    text-decoration: none;
  }
`;

const headCss = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  font-size: ${theme.fontSizes.xl};
  font-weight: 700;
  color: ${theme.colors.brand};
`;

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  /** Receives focus back when the menu closes (the header's menu button). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The slide-in menu: home, every category but the state one, the trending sub-categories and the
 * social links. While open the page does not scroll; it closes on Escape, an outside click or a
 * link click; focus moves into it, Tab keeps it there, and it goes back to the menu button.
 */
export function SideMenu({ open, onClose, returnFocusTo }: SideMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const { data: categories = [] } = useGetCategoriesQuery(undefined, { skip: !open });
  const { data: trending = [] } = useGetSubCategoriesQuery(undefined, { skip: !open });
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
      keepTabInside(event, panel.current);
    };
    // The menu button toggles the menu itself, so its own clicks are not "outside".
    const onClick = (event: globalThis.MouseEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || returnFocusTo.current?.contains(target)) return;
      close.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    const focusBack = returnFocusTo.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      focusBack?.focus();
    };
  }, [open, returnFocusTo]);

  if (!open) return null;
  return (
    <>
      <div css={backdropCss} aria-hidden="true" />
      <div ref={panel} id={SIDE_MENU_ID} role="dialog" aria-modal="true" aria-label="मेन्यू" css={panelCss}>
        <div css={headCss}>
          <span>जनमत</span>
          <IconButton icon="close" label="मेन्यू बंद करें" onClick={onClose} />
        </div>
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
      </div>
    </>
  );
}
