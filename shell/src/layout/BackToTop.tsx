import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { useEffect } from 'react';
import { markScrolled, scrollToTop } from '../boot/backToTop';
import { Icon } from './Icon';

/** The button appears once the page has scrolled more than this (spec §9). */
const BACK_TO_TOP_AFTER_PX = 300;
/**
 * The mark on `<html>` while the page is scrolled past that, and the button's own attribute: the
 * page's taps program (`NATIVE_TAPS` in boot/inlinePrograms.js) sets the one and answers the other
 * before the scripts run.
 */
const SCROLLED = 'data-scrolled';
const TO_TOP = 'data-to-top';

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
  [`html:not([${SCROLLED}]) &`]: { display: 'none' },
});

/**
 * A round "back to top" button, shown after more than 300 px of scrolling. It is in the server's
 * page, hidden until the page is marked scrolled: the page's taps program marks it from the first
 * scroll, before any script, and this keeps marking it once React runs (a page rendered in the
 * browser has no such program). One button, shown by one rule, through hydration.
 */
export function BackToTop() {
  useEffect(() => markScrolled(SCROLLED, BACK_TO_TOP_AFTER_PX), []);
  return (
    <button type="button" css={buttonCss} aria-label="ऊपर जाएं" {...{ [TO_TOP]: '' }} onClick={scrollToTop}>
      <Icon name="up" />
    </button>
  );
}
