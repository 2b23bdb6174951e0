import { LoadError, Skeleton } from '@janmat/shared';
import { useMeQuery } from '../api/newsroomApi';
import { SignInPage } from '../features/signin/SignInPage';
import { NewsroomFrame } from './NewsroomFrame';
import { NewsroomPages } from './NewsroomPages';

const isUnauthorized = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 401;

/**
 * The whole newsroom (every path under `/newsroom`): who is signed in decides what shows — the
 * sign-in form, or the staff member's pages in the newsroom's frame.
 */
export function NewsroomApp() {
  const me = useMeQuery();
  if (me.isLoading) return <Skeleton lines={4} />;
  if (isUnauthorized(me.error)) return <SignInPage />;
  if (!me.data) return <LoadError message="न्यूज़रूम अभी नहीं खुल सका।" onRetry={me.refetch} error={me.error} />;
  return (
    <NewsroomFrame staff={me.data.staff}>
      <NewsroomPages role={me.data.staff.role} />
    </NewsroomFrame>
  );
}
