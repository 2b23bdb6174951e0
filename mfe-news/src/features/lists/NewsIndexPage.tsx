import { href } from '@janmat/shared';
import { useGetAllNewsQuery } from './listsApi';
import { NewsListView } from './NewsListView';

export const NEWS_INDEX_TITLE = 'ताज़ा ख़बरें';

/** `/news` without parameters: every story, newest first (`/api/news`). */
export function NewsIndexPage() {
  const list = useGetAllNewsQuery();
  return (
    <NewsListView
      title={NEWS_INDEX_TITLE}
      crumbs={(name) => [{ label: name }]}
      canonical={href.newsIndex()}
      list={list}
    />
  );
}
