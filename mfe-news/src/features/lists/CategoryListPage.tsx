import { href, LookupGate, useGetCategoriesQuery, useParams } from '@janmat/shared';
import { NEWS_LOAD_FAILED } from '../common/newsLoadFailed';
import { FollowSlot } from '../follow/FollowSlot';
import { findCategory } from './findCategory';
import { useGetNewsByTypeQuery } from './listsApi';
import { NewsListView } from './NewsListView';

/**
 * A category's news (`/api/news/{type}`) at `/news/{type}` and `/newscategory/{type}`; both name
 * `/news/{c_code}` as canonical. A type no category has shows the not-found page.
 */
export function CategoryListPage() {
  const { type = '' } = useParams();
  const categories = useGetCategoriesQuery();
  const list = useGetNewsByTypeQuery(type);
  const category = categories.data ? findCategory(categories.data, type) : undefined;
  return (
    <LookupGate lookup={categories} found={Boolean(category)} errorMessage={NEWS_LOAD_FAILED}>
      <NewsListView
        title={category?.name}
        crumbs={(name) => [{ label: name }]}
        canonical={href.newsList({ type: category?.c_code ?? type })}
        list={list}
        action={(name) =>
          category && (
            <FollowSlot
              topic={{ kind: 'category', code: category.c_code, name, path: href.newsList({ type: category.c_code }) }}
            />
          )
        }
      />
    </LookupGate>
  );
}
