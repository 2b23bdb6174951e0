import { isNotFound, LoadError, NotFound, useParams } from '@janmat/shared';
import { PageWithSidebar } from '../common/PageWithSidebar';
import { ArticlePolls } from '../polls/ArticlePolls';
import { PopularNews } from '../popular/PopularNews';
import { ArticleSkeleton } from './ArticleSkeleton';
import { ArticleView } from './ArticleView';
import { useGetArticleQuery } from './articleApi';

/**
 * `/news/{type}/{url}` and `/news/{type}/{state}/{url}`: the article found by its url
 * (`/api/newsdetails2/{url}`), with its polls and popular news beside it.
 */
export function ArticlePage() {
  const { url = '' } = useParams();
  // currentData belongs to this url only: while another article loads, it is undefined (skeleton).
  const { currentData: item, error, isError, refetch } = useGetArticleQuery(url);
  if ((isError && isNotFound(error)) || item === null) return <NotFound />;
  return (
    <PageWithSidebar
      sidebarLabel="पोल और लोकप्रिय ख़बरें"
      sidebar={
        <>
          <ArticlePolls articleId={item?.id} />
          <PopularNews />
        </>
      }
    >
      {isError ? (
        <LoadError error={error} onRetry={refetch} message="यह ख़बर लोड नहीं हो सकी।" />
      ) : item ? (
        <ArticleView item={item} />
      ) : (
        <ArticleSkeleton />
      )}
    </PageWithSidebar>
  );
}
