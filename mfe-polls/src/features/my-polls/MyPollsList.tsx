import { EmptyState, href, Link, LoadError, Skeleton } from '@janmat/shared';
import { useGetVisitorIpQuery } from '../visitor/visitorApi';
import { MyPollsTable } from './MyPollsTable';
import { useGetMyPollsQuery } from './myPollsApi';

/** The visitor's polls once their address is known: skeleton, error with retry, empty state or table. */
export function MyPollsList() {
  const visitor = useGetVisitorIpQuery();
  const polls = useGetMyPollsQuery(visitor.data ?? '', { skip: !visitor.data });
  const failed = visitor.error ?? polls.error;

  if (failed) {
    return (
      <LoadError
        message="आपके पोल लोड नहीं हो सके।"
        error={failed}
        onRetry={() => (visitor.error ? visitor.refetch() : polls.refetch())}
      />
    );
  }
  if (!polls.data) return <Skeleton lines={6} height={48} />;
  if (polls.data.length === 0) {
    return (
      <EmptyState>
        आपने अभी तक कोई पोल नहीं बनाया है। <Link to={href.createPoll()}>अपना पहला पोल बनाएं</Link>
      </EmptyState>
    );
  }
  return <MyPollsTable polls={polls.data} />;
}
