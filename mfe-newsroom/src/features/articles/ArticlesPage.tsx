import { Link, QueryView, Skeleton } from '@janmat/shared';
import { useState } from 'react';
import { useArticlesQuery } from '../../api/newsroomApi';
import type { ArticleFilters as Filters } from '../../api/types';
import { NewsroomTitle } from '../../app/NewsroomTitle';
import { newsroomHref } from '../../app/newsroomPaths';
import { mainButton, page, pageTitle, plainButton, toolbar } from '../../app/styles';
import { ArticleFilters } from './ArticleFilters';
import { ArticleTable } from './ArticleTable';

const heading = { ...toolbar, justifyContent: 'space-between' } as const;
const newLink = { ...mainButton, display: 'inline-flex', alignItems: 'center', textDecoration: 'none' } as const;

/** Every article this staff member may edit (a reporter: their own), newest first, a page at a time. */
export function ArticlesPage() {
  const [filters, setFilters] = useState<Filters>({});
  const list = useArticlesQuery(filters);
  return (
    <section css={page} aria-labelledby="articles-title">
      <NewsroomTitle title="लेख" />
      <div css={heading}>
        <h1 id="articles-title" css={pageTitle}>
          लेख
        </h1>
        <Link to={newsroomHref('newArticle')} css={newLink}>
          नया लेख
        </Link>
      </div>
      <ArticleFilters value={filters} onChange={setFilters} />
      <QueryView
        query={list}
        skeleton={<Skeleton lines={8} />}
        isEmpty={(data) => data.items.length === 0}
        empty="कोई लेख नहीं मिला।"
      >
        {(data) => (
          <>
            <ArticleTable items={data.items} />
            <div css={toolbar}>
              {filters.before !== undefined ? (
                <button type="button" css={plainButton} onClick={() => setFilters({ ...filters, before: undefined })}>
                  सबसे नए लेख
                </button>
              ) : null}
              {data.next !== null ? (
                <button type="button" css={plainButton} onClick={() => setFilters({ ...filters, before: data.next! })}>
                  और पुराने लेख
                </button>
              ) : null}
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}
