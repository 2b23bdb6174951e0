import { Breadcrumb, PageHeading, PageMeta } from '@janmat/shared';
import type { ReactNode } from 'react';
import { pageColumn } from './styles';
import type { PageInfo } from './types';

interface PageFrameProps {
  info: PageInfo;
  children: ReactNode;
}

/** What every page of this section has: head tags, the breadcrumb and the single h1. */
export function PageFrame({ info, children }: PageFrameProps) {
  return (
    <div css={pageColumn}>
      <PageMeta title={info.title} description={info.description} keywords={info.keywords} canonical={info.canonical} />
      <Breadcrumb items={[info.crumb ?? { label: info.heading }]} />
      <PageHeading>{info.heading}</PageHeading>
      {children}
    </div>
  );
}
