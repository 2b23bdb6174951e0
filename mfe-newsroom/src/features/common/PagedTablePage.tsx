import type { QueryState } from '@janmat/shared';
import type { ReactNode } from 'react';
import { NewsroomTitle } from './NewsroomTitle';
import { PagedQuery } from './PagedQuery';
import { page, pageTitle, table } from './styles';

interface PagedTablePageProps<T> {
  /** The heading's id, which names the page's section. */
  id: string;
  /** The page's heading and the tab's title, in Hindi. */
  title: string;
  query: QueryState<{ data: T[]; next: number | null }>;
  /** What an empty list says, in Hindi. */
  empty: string;
  before: number | undefined;
  onPage: (before: number | undefined) => void;
  /** The columns' headings, in Hindi. */
  headings: string[];
  /** One item's row (`<tr>` with a key). */
  row: (item: T) => ReactNode;
}

/** A newsroom page that is one newest-first list in a table (the audit log, the pushes), paged under it. */
export function PagedTablePage<T>({ id, title, query, empty, before, onPage, headings, row }: PagedTablePageProps<T>) {
  return (
    <section css={page} aria-labelledby={id}>
      <NewsroomTitle title={title} />
      <h1 id={id} css={pageTitle}>
        {title}
      </h1>
      <PagedQuery query={query} empty={empty} before={before} onPage={onPage}>
        {(items) => (
          <div css={{ overflowX: 'auto' }}>
            <table css={table}>
              <thead>
                <tr>
                  {headings.map((heading) => (
                    <th key={heading} scope="col">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{items.map(row)}</tbody>
            </table>
          </div>
        )}
      </PagedQuery>
    </section>
  );
}
