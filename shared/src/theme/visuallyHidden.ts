import { css } from '@emotion/react';

/** Text for screen readers only: kept in the accessibility tree, taking no room on screen. */
export const visuallyHidden = css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
