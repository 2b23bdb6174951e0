import { css } from '@emotion/react';
import { lazyPage, mq, useNearViewport } from '@janmat/shared';
import { Suspense, useRef } from 'react';

const HomeSidebar = lazyPage(() => import(/* webpackChunkName: "home-sidebar" */ './HomeSidebar'), 'HomeSidebar');

/** About the sidebar's height (as `HomeSidebar` reserves it), kept while its code loads: nothing below moves when it comes. */
const reserve = css({ minHeight: '2300px', [mq.md]: { minHeight: '2000px' }, [mq.lg]: { minHeight: '2700px' } });

/**
 * Home's sidebar, with its code loaded only when it nears the screen: beside the news on wide
 * screens that is at once; on phones, where it comes after the news, when the reader scrolls
 * towards it, so a phone's first load carries only the news.
 */
export function HomeSidebarSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, true);
  return (
    <div ref={slot} css={near ? undefined : reserve}>
      {near ? (
        <Suspense fallback={null}>
          <HomeSidebar />
        </Suspense>
      ) : null}
    </div>
  );
}
