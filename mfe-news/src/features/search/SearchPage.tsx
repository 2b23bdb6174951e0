import { EmptyState, href, useLocation } from '@janmat/shared';
import { PageFrame } from '@janmat/shared/page-frame';
import { PageWithSidebar } from '../common/PageWithSidebar';
import { PopularNews } from '../popular/PopularNews';
import { SearchForm } from './SearchForm';
import { SearchResultsView } from './SearchResultsView';
import { searchArgsOf } from './searchArgs';
import { searchHref } from './searchHref';
import { SEARCH_TEXTS } from './searchTexts';

const DESCRIPTION = 'जनमत की राजनीतिक ख़बरें खोजें — हिंदी में या रोमन अक्षरों में, सेक्शन, राज्य और तारीख़ के हिसाब से।';

/**
 * `/search?q=…&page=…&section=…&state=…&from=…&to=…`: the search form and a page of results (its
 * loader in `pageData.ts` starts the same query, so the server renders them). Without words, or
 * with nothing found, it says what to do and the popular stories stand beside it. Result pages stay
 * out of search engines.
 */
export function SearchPage() {
  // The query string read as it is: `useSearchParams` would add its code to every page's first load.
  const args = searchArgsOf(new URLSearchParams(useLocation().search));
  return (
    <PageFrame
      meta={{
        title: args ? `खोज: ${args.q} | जनमत` : 'खोज | जनमत',
        description: DESCRIPTION,
        canonical: href.search(),
        noindex: Boolean(args),
      }}
      crumbs={[{ label: 'खोज' }]}
      heading={args ? `“${args.q}” के लिए खोज नतीजे` : 'ख़बरें खोजें'}
    >
      <PageWithSidebar sidebar={<PopularNews />}>
        <SearchForm key={args ? searchHref(args) : ''} args={args} />
        {args ? <SearchResultsView args={args} /> : <EmptyState>{SEARCH_TEXTS.noWords}</EmptyState>}
      </PageWithSidebar>
    </PageFrame>
  );
}
