import { LookupGate, useParams } from '@janmat/shared';
import { PageWithSidebar } from '../common/PageWithSidebar';
import { ArticlePolls } from '../polls/ArticlePolls';
import { PopularNews } from '../popular/PopularNews';
import { ArticleSkeleton } from './ArticleSkeleton';
import { ArticleView } from './ArticleView';
import { useGetArticleQuery } from './articleApi';

/**
 * `/news/{type}/{url}` and `/news/{type}/{state}/{url}`: the article found by its url
 * (`/api/newsdetails2/{url}`), with its polls and popular news beside it. An unknown url (a 404 or
 * an empty answer) shows the not-found page.
 */
export function ArticlePage() {
  const { url = '' } = useParams();
  const article = useGetArticleQuery(url);
  // currentData belongs to this url only: while another article loads, it is undefined (skeleton).
  const item = article.currentData;
  return (
    <LookupGate lookup={article} found={item !== null} errorMessage="यह ख़बर लोड नहीं हो सकी।">
      <PageWithSidebar
        sidebarLabel="पोल और लोकप्रिय ख़बरें"
        sidebar={
          <>
            <ArticlePolls articleId={item?.id} />
            <PopularNews />
          </>
        }
      >
        {item ? <ArticleView item={item} /> : <ArticleSkeleton />}
      </PageWithSidebar>
    </LookupGate>
  );
}
