import { css } from '@emotion/react';
import { liteSwitchHref, theme, useLocation } from '@janmat/shared';
import { useContext } from 'react';
import { LiteMode } from './liteMode';

const switchCss = css({
  gridColumn: '1 / -1',
  margin: 0,
  a: {
    display: 'inline-block',
    minHeight: '44px',
    padding: `${theme.space.sm} 0`,
    fontWeight: 700,
  },
});

/**
 * The footer's switch between lite pages (no script, the lead photo alone, little data) and the full
 * site: a plain link to the server's switch, which remembers the choice and brings the reader back
 * to this page. It works before, and without, any script.
 */
export function LiteSwitch() {
  const lite = useContext(LiteMode);
  const { pathname, search } = useLocation();
  const link = <a href={liteSwitchHref(!lite, `${pathname}${search}`)}>{lite ? 'पूरा संस्करण' : 'लाइट'}</a>;
  return (
    <p css={switchCss}>{lite ? <>आप लाइट संस्करण पढ़ रहे हैं। {link}</> : <>{link} — कम डेटा वाला संस्करण, बिना स्क्रिप्ट</>}</p>
  );
}
