import { href, QueryView } from '@janmat/shared';
import { NEWS_LOAD_FAILED } from '../common/newsLoadFailed';
import { HomeNewsSection } from './HomeNewsSection';
import { HomeSkeleton } from './HomeSkeleton';
import { useGetNewsAllQuery } from './homeApi';
import { LeadStories } from './LeadStories';
import { splitNewsAll } from './splitNewsAll';

/** The news column of home: lead stories, then the national, international and state lists. */
export function HomeNews() {
  const newsAll = useGetNewsAllQuery();
  return (
    <QueryView query={newsAll} skeleton={<HomeSkeleton />} errorMessage={NEWS_LOAD_FAILED} empty="अभी कोई ख़बर नहीं है।">
      {(items) => {
        // An answer without stories is the empty text, so there is a lead story here.
        const news = splitNewsAll(items);
        return (
          news.lead && (
            <>
              <LeadStories lead={news.lead} secondary={news.secondary} />
              {/* In the server's HTML too, so the page arrives at its full height: nothing below moves later. */}
              <HomeNewsSection title="राष्ट्रीय" more={href.newsList({ type: 'national' })} items={news.national} />
              <HomeNewsSection
                title="अंतरराष्ट्रीय"
                more={href.newsList({ type: 'international' })}
                items={news.international}
              />
              <HomeNewsSection title="राज्य" more={href.newsList({ type: 'state' })} items={news.states} />
            </>
          )
        );
      }}
    </QueryView>
  );
}
