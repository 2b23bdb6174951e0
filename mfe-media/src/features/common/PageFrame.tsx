import { css } from '@emotion/react';
import { Breadcrumb, type BreadcrumbItem, PageHeading, PageMeta, type PageMetaProps, theme } from '@janmat/shared';
import type { ReactNode } from 'react';

const page = css({ paddingBottom: theme.space.xxl });

export interface PageFrameProps {
  meta: PageMetaProps;
  /** Trail after «होम»; the last item is this page. */
  crumbs: BreadcrumbItem[];
  heading: ReactNode;
  children: ReactNode;
}

/** What every media page starts with: head tags, breadcrumb and the single h1. */
export function PageFrame({ meta, crumbs, heading, children }: PageFrameProps) {
  return (
    <div css={page}>
      <PageMeta {...meta} />
      <Breadcrumb items={crumbs} />
      <PageHeading>{heading}</PageHeading>
      {children}
    </div>
  );
}
