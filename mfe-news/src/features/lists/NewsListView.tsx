import { css } from '@emotion/react';
import {
  Breadcrumb,
  type BreadcrumbItem,
  type NewsCard,
  PageHeading,
  PageMeta,
  type QueryState,
  QueryView,
  Skeleton,
  theme,
} from '@janmat/shared';
import type { ReactNode } from 'react';
import { NewsGrid } from '../common/NewsGrid';
import { NewsGridSkeleton } from '../common/NewsGridSkeleton';
import { NEWS_LOAD_FAILED } from '../common/newsLoadFailed';
import { PageWithSidebar } from '../common/PageWithSidebar';
import { PopularNews } from '../popular/PopularNews';

export interface NewsListViewProps {
  /** The category, state or sub-category name; undefined while it is still loading. */
  title: string | undefined;
  /** Breadcrumb after «होम», built from the known title. */
  crumbs: (title: string) => BreadcrumbItem[];
  canonical: string;
  /** Title of the document for the known name (the site name is added). */
  metaTitle?: (title: string) => string;
  list: QueryState<NewsCard[]>;
  /** A control beside the heading once the name is known (the state's and category's «फ़ॉलो करें»). */
  action?: (title: string) => ReactNode;
}

const headingRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: theme.space.md,
});

const headingSkeleton = css({ margin: `${theme.space.md} 0`, height: '2.6rem', display: 'flex', alignItems: 'center' });

/** A list page: breadcrumb, heading, head tags, then the cards (or skeleton, empty or error state). */
export function NewsListView({
  title,
  crumbs,
  canonical,
  metaTitle = (t) => `${t} समाचार`,
  list,
  action,
}: NewsListViewProps) {
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
      {title && action ? (
        <div css={headingRow}>
          <PageHeading>{title}</PageHeading>
          {action(title)}
        </div>
      ) : title ? (
        <PageHeading>{title}</PageHeading>
      ) : (
        <div css={headingSkeleton}>
          <Skeleton width="12rem" height="2rem" />
        </div>
      )}
      <PageWithSidebar sidebar={<PopularNews />}>
        {title ? (
          <QueryView
            query={list}
            skeleton={<NewsGridSkeleton />}
            errorMessage={NEWS_LOAD_FAILED}
            empty="इस सूची में अभी कोई ख़बर नहीं है।"
          >
            {(items) => <NewsGrid items={items} eagerFirst />}
          </QueryView>
        ) : (
          <NewsGridSkeleton />
        )}
      </PageWithSidebar>
    </>
  );
}
