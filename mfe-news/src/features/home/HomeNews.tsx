import { href, QueryView } from '@janmat/shared';
import { isFollowList, NO_FOLLOWS, READER_KEYS, useStored } from '@janmat/shared/reader';
import { NEWS_LOAD_FAILED } from '../common/newsLoadFailed';
import { FollowedTopicsBlock } from './FollowedTopicsBlock';
import { HomeNewsSection } from './HomeNewsSection';
import { HomeSkeleton } from './HomeSkeleton';
import { useGetNewsAllQuery } from './homeApi';
import { LeadStories } from './LeadStories';
import { splitNewsAll } from './splitNewsAll';
import { useFollowedPlace } from './useFollowedPlace';

/**
 * The news column of home: lead stories, then the national, international and state lists. The states
 * and categories the reader follows (kept in this browser) come as early as can be without moving what
 * the reader sees: right after the lead stories where that is below the screen, else after the first
 * list that ends below it (`useFollowedPlace`, docs/profile.md).
 */
export function HomeNews() {
  const newsAll = useGetNewsAllQuery();
  const follows = useStored(READER_KEYS.follows, isFollowList, NO_FOLLOWS);
  const followed = useFollowedPlace(follows, Boolean(newsAll.data?.length));
  // The block's places, in page order: after the lead stories, then after each list.
  const place = (index: number) => (
    <div ref={followed.place(index)}>{followed.chosen === index && <FollowedTopicsBlock follows={follows} />}</div>
  );
  return (
    <QueryView query={newsAll} skeleton={<HomeSkeleton />} errorMessage={NEWS_LOAD_FAILED} empty="अभी कोई ख़बर नहीं है।">
      {(items) => {
        // An answer without stories is the empty text, so there is a lead story here.
        const news = splitNewsAll(items);
        return (
          news.lead && (
            <>
              <LeadStories lead={news.lead} secondary={news.secondary} />
              {place(0)}
              {/* In the server's HTML too, so the page arrives at its full height: nothing below moves later. */}
              <HomeNewsSection title="राष्ट्रीय" more={href.newsList({ type: 'national' })} items={news.national} />
              {place(1)}
              <HomeNewsSection
                title="अंतरराष्ट्रीय"
                more={href.newsList({ type: 'international' })}
                items={news.international}
              />
              {place(2)}
              <HomeNewsSection title="राज्य" more={href.newsList({ type: 'state' })} items={news.states} />
              {place(3)}
            </>
          )
        );
      }}
    </QueryView>
  );
}
