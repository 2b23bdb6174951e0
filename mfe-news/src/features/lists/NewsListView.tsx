import { css } from '@emotion/react';
import { Breadcrumb, type BreadcrumbItem, EmptyState, PageHeading, PageMeta, Skeleton, theme } from '@janmat/shared';
import type { ListQuery } from '../common/ListQuery';
import { NewsGrid } from '../common/NewsGrid';
import { NewsGridSkeleton } from '../common/NewsGridSkeleton';
import { PageWithSidebar } from '../common/PageWithSidebar';
import { QueryError } from '../common/QueryError';
import { PopularNews } from '../popular/PopularNews';

export interface NewsListViewProps {
  /** The category, state or sub-category name; undefined while it is still loading. */
  title: string | undefined;
  /** Breadcrumb after «होम», built from the known title. */
  crumbs: (title: string) => BreadcrumbItem[];
  canonical: string;
  /** Title of the document for the known name (the site name is added). */
  metaTitle?: (title: string) => string;
  list: ListQuery;
}

const headingSkeleton = css({ margin: `${theme.space.md} 0`, height: '2.6rem', display: 'flex', alignItems: 'center' });

/** A list page: breadcrumb, heading, head tags, then the cards (or skeleton, empty or error state). */
export function NewsListView({ title, crumbs, canonical, metaTitle = (t) => `${t} समाचार`, list }: NewsListViewProps) {
  const name = title ?? 'समाचार';
  return (
    <>
      <PageMeta
        title={`${metaTitle(name)} | जनमत`}
        description={`${name} से जुड़ी ताज़ा राजनीतिक ख़बरें, विश्लेषण और रिपोर्ट — जनमत पर हिंदी में।`}
        keywords={`${name}, ${name} समाचार, हिंदी समाचार, राजनीति, जनमत`}
        canonical={canonical}
      />
      <Breadcrumb items={title ? crumbs(title) : []} />
      {title ? (
        <PageHeading>{title}</PageHeading>
      ) : (
        <div css={headingSkeleton}>
          <Skeleton width="12rem" height="2rem" />
        </div>
      )}
      <PageWithSidebar sidebar={<PopularNews />}>
        {list.isLoading || !title ? (
          <NewsGridSkeleton />
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data?.length ? (
          <NewsGrid items={list.data} eagerFirst />
        ) : (
          <EmptyState>इस सूची में अभी कोई ख़बर नहीं है।</EmptyState>
        )}
      </PageWithSidebar>
    </>
  );
}
