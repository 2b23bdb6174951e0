import { type NewsCard, type QueryState, QueryView } from '@janmat/shared';
import { NewsGrid } from '../common/NewsGrid';
import { NewsGridSkeleton } from '../common/NewsGridSkeleton';
import { NEWS_LOAD_FAILED } from '../common/newsLoadFailed';

/** The author's stories as a 2-column grid of cards. */
export function AuthorNews({ list }: { list: QueryState<NewsCard[]> }) {
  return (
    <QueryView
      query={list}
      skeleton={<NewsGridSkeleton count={4} layout="two" />}
      errorMessage={NEWS_LOAD_FAILED}
      empty="इस लेखक की अभी कोई ख़बर नहीं है।"
    >
      {(items) => <NewsGrid items={items} layout="two" headingLevel={3} />}
    </QueryView>
  );
}
