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
 * and categories the reader follows (kept in this browser) come first after the lead stories, added
 * once the page runs where that is below the screen, else after the lists (docs/profile.md).
 */
export function HomeNews() {
  const newsAll = useGetNewsAllQuery();
  const follows = useStored(READER_KEYS.follows, isFollowList, NO_FOLLOWS);
  const followed = useFollowedPlace(follows, Boolean(newsAll.data?.length));
  const block = (place: 'first' | 'last') => followed.place === place && <FollowedTopicsBlock follows={follows} />;
  return (
    <QueryView query={newsAll} skeleton={<HomeSkeleton />} errorMessage={NEWS_LOAD_FAILED} empty="अभी कोई ख़बर नहीं है।">
      {(items) => {
        // An answer without stories is the empty text, so there is a lead story here.
        const news = splitNewsAll(items);
        return (
          news.lead && (
            <>
              <LeadStories lead={news.lead} secondary={news.secondary} />
              <div ref={followed.first}>{block('first')}</div>
              {/* In the server's HTML too, so the page arrives at its full height: nothing below moves later. */}
              <HomeNewsSection title="राष्ट्रीय" more={href.newsList({ type: 'national' })} items={news.national} />
              <HomeNewsSection
                title="अंतरराष्ट्रीय"
                more={href.newsList({ type: 'international' })}
                items={news.international}
              />
              <HomeNewsSection title="राज्य" more={href.newsList({ type: 'state' })} items={news.states} />
              <div ref={followed.last}>{block('last')}</div>
            </>
          )
        );
      }}
    </QueryView>
  );
}
