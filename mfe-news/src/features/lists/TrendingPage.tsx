import { href, LookupGate, useGetSubCategoriesQuery, useParams } from '@janmat/shared';
import { NEWS_LOAD_FAILED } from '../common/newsLoadFailed';
import { useGetNewsBySubcategoryQuery } from './listsApi';
import { NewsListView } from './NewsListView';

/** `/news/trending/{subtype}`: the news of a trending sub-category. */
export function TrendingPage() {
  const { subtype = '' } = useParams();
  const subcategories = useGetSubCategoriesQuery();
  const list = useGetNewsBySubcategoryQuery(subtype);
  const subcategory = subcategories.data?.find((s) => s.s_code === subtype);
  return (
    <LookupGate lookup={subcategories} found={Boolean(subcategory)} errorMessage={NEWS_LOAD_FAILED}>
      <NewsListView
        title={subcategory?.name}
        crumbs={(name) => [{ label: 'ट्रेंडिंग' }, { label: name }]}
        canonical={href.trending({ subtype })}
        metaTitle={(name) => `${name} — ट्रेंडिंग`}
        list={list}
      />
    </LookupGate>
  );
}
