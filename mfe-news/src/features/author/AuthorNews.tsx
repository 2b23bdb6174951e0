import { EmptyState } from '@janmat/shared';
import type { ListQuery } from '../common/ListQuery';
import { NewsGrid } from '../common/NewsGrid';
import { NewsGridSkeleton } from '../common/NewsGridSkeleton';
import { QueryError } from '../common/QueryError';

/** The author's stories as a 2-column grid of cards. */
export function AuthorNews({ list }: { list: ListQuery }) {
  if (list.isLoading) return <NewsGridSkeleton count={4} layout="two" />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data?.length) return <EmptyState>इस लेखक की अभी कोई ख़बर नहीं है।</EmptyState>;
  return <NewsGrid items={list.data} layout="two" headingLevel={3} />;
}
