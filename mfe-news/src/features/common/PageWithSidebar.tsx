import { css } from '@emotion/react';
import { mq, theme } from '@janmat/shared';
import type { ReactNode } from 'react';

export interface PageWithSidebarProps {
  children: ReactNode;
  sidebar: ReactNode;
  /** Accessible name of the sidebar landmark. */
  sidebarLabel?: string;
}

const layout = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.xl,
  paddingBottom: theme.space.xxl,
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 320px' },
});

const aside = css({ display: 'flex', flexDirection: 'column', gap: theme.space.lg });

/** The page's content with a sidebar: stacked on phones, side by side on large screens. */
export function PageWithSidebar({ children, sidebar, sidebarLabel = 'और भी' }: PageWithSidebarProps) {
  return (
    <div css={layout}>
      <div>{children}</div>
      <aside aria-label={sidebarLabel} css={aside}>
        {sidebar}
      </aside>
    </div>
  );
}
