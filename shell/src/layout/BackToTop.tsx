import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { useEffect, useState } from 'react';
import { Icon } from './Icon';

/** The button appears once the page has scrolled more than this (spec §9). */
const BACK_TO_TOP_AFTER_PX = 300;

const buttonCss = css({
  position: 'fixed',
  right: theme.space.md,
  bottom: theme.space.md,
  zIndex: 30,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  border: 0,
  borderRadius: theme.radius.pill,
  background: theme.colors.brand,
  color: theme.colors.onBrand,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.3)',
  cursor: 'pointer',
});

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A round "back to top" button, shown after more than 300 px of scrolling. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      css={buttonCss}
      aria-label="ऊपर जाएं"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <Icon name="up" />
    </button>
  );
}
