import { css } from '@emotion/react';
import {
  LaterInBrowser,
  lazyPage,
  mq,
  observeNearViewport,
  readySignal,
  renderPlace,
  useAppDispatch,
} from '@janmat/shared';
import { memo, useEffect, useRef, useState } from 'react';
import { prefetchSidebar } from './prefetchSidebar';

const HomeSidebar = lazyPage(() => import(/* webpackChunkName: "home-sidebar" */ './HomeSidebar'), 'HomeSidebar');

/** About the sidebar's height, held while its code loads on a page rendered in the browser. */
const reserve = css({ minHeight: '2300px', [mq.md]: { minHeight: '2000px' }, [mq.lg]: { minHeight: '2700px' } });

/** One element for every render: a waiting part that receives new children would be rendered again. */
const SIDEBAR = <HomeSidebar />;
const PLACE = <div css={reserve} />;

/**
 * Home's sidebar. The server renders it whole, so the page arrives at its full height and nothing
 * below it (the footer a reader may be tapping) moves when the scripts run. In the browser its code
 * loads and it comes to life only when it nears the screen: beside the news on wide screens that is
 * at once; on phones, where it comes after the news, when the reader scrolls towards it.
 * Memoized: it takes no props, and a part still waiting must not be rendered again by its parent.
 */
export const HomeSidebarSlot = memo(function HomeSidebarSlot() {
  const dispatch = useAppDispatch();
  const slot = useRef<HTMLDivElement>(null);
  // This component never waits itself, so it keeps its signal while the sidebar does.
  const [near] = useState(() => (renderPlace.server ? undefined : readySignal()));
  useEffect(() => {
    const element = slot.current;
    if (!near || !element) return;
    return observeNearViewport(element, () => {
      prefetchSidebar(dispatch);
      near.resolve();
    });
  }, [near, dispatch]);
  return (
    <div ref={slot}>
      <LaterInBrowser ready={near?.promise} fallback={PLACE}>
        {SIDEBAR}
      </LaterInBrowser>
    </div>
  );
});
