import { css } from '@emotion/react';
import { Breadcrumb, type BreadcrumbItem, PageHeading, PageMeta, type PageMetaProps, theme } from '@janmat/shared';
import type { ReactNode } from 'react';

export interface PageFrameProps {
  /** The page's head tags. */
  meta: PageMetaProps;
  /** Trail after «होम»; the last item is this page. */
  crumbs: BreadcrumbItem[];
  /** The page's single h1. */
  heading: ReactNode;
  children: ReactNode;
  /** The frame's own styles (Emotion's `css` prop lands here): a narrower column, other spacing. */
  className?: string;
}

const frame = css({ paddingBottom: theme.space.xxl });

/** What a page of a section starts with: head tags, breadcrumb and the single h1, then its content. */
export function PageFrame({ meta, crumbs, heading, children, className }: PageFrameProps) {
  return (
    <div css={frame} className={className}>
      <PageMeta {...meta} />
      <Breadcrumb items={crumbs} />
      <PageHeading>{heading}</PageHeading>
      {children}
    </div>
  );
}
