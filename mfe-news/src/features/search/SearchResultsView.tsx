import { css } from '@emotion/react';
import {
  type Category,
  QueryView,
  SEARCH_PAGE_SIZE,
  type SearchAnswer,
  Skeleton,
  searchCountCap,
  theme,
  useGetCategoriesQuery,
} from '@janmat/shared';
import { findCategory } from '../lists/findCategory';
import { SearchPager } from './SearchPager';
import { SearchResultItem } from './SearchResultItem';
import { useSearchNewsQuery } from './searchApi';
import type { SearchArgs } from './searchArgs';
import { SEARCH_TEXTS } from './searchTexts';

/** How many stories were found: the search counts up to its cap for the page, so the cap reads as «or more». */
const foundText = (total: number, page: number) =>
  total >= searchCountCap(page) ? `${total} या ज़्यादा ख़बरें मिलीं` : `${total} ${total === 1 ? 'ख़बर मिली' : 'ख़बरें मिलीं'}`;

const list = css({ listStyle: 'none', margin: 0, padding: 0 });
const count = css({ margin: `0 0 ${theme.space.sm}`, color: theme.colors.textMuted });

/** The API's own Hindi text for a search it refuses (400 `{ message }`). */
function refusal(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 400) return undefined;
  const data = 'data' in error ? error.data : undefined;
  const message = data && typeof data === 'object' && 'message' in data ? data.message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}

function sectionName(categories: Category[] | undefined, type: string): string | undefined {
  return categories ? findCategory(categories, type)?.name : undefined;
}

const ResultsSkeleton = () => (
  <div data-testid="search-skeleton">
    <Skeleton width="8rem" height="1.2rem" />
    {[1, 2, 3].map((row) => (
      <Skeleton key={row} lines={3} height="1.2rem" />
    ))}
  </div>
);

/** One page of a search's results: how many were found, the stories, and links to the other pages. */
export function SearchResultsView({ args }: { args: SearchArgs }) {
  const results = useSearchNewsQuery(args);
  const categories = useGetCategoriesQuery();
  return (
    <QueryView
      query={results}
      skeleton={<ResultsSkeleton />}
      errorMessage={refusal(results.error) ?? SEARCH_TEXTS.failed}
      empty={SEARCH_TEXTS.noResults}
      isEmpty={(answer: SearchAnswer) => answer.data.length === 0}
      keepPrevious
    >
      {({ data, total }) => (
        <>
          <p css={count}>
            {foundText(total, args.page)}
            {args.page > 1 ? ` — पन्ना ${args.page}` : ''}
          </p>
          <ol css={list}>
            {data.map((hit) => (
              <li key={`${hit.type}/${hit.url}`}>
                <SearchResultItem hit={hit} section={sectionName(categories.data, hit.type)} />
              </li>
            ))}
          </ol>
          <SearchPager args={args} last={Math.ceil(total / SEARCH_PAGE_SIZE)} />
        </>
      )}
    </QueryView>
  );
}
