import { Link } from '@janmat/shared';
import { useState } from 'react';
import { type ArticleFilters as Filters, useArticlesQuery } from '../common/articleListApi';
import { NewsroomTitle } from '../common/NewsroomTitle';
import { newsroomHref } from '../common/newsroomPaths';
import { PagedQuery } from '../common/PagedQuery';
import { mainButton, page, pageTitle, toolbar } from '../common/styles';
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
      <PagedQuery
        query={list}
        empty="कोई लेख नहीं मिला।"
        before={filters.before}
        onPage={(before) => setFilters({ ...filters, before })}
      >
        {(items) => <ArticleTable items={items} />}
      </PagedQuery>
    </section>
  );
}
