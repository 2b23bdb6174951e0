import { css } from '@emotion/react';
import {
  type Category,
  EmptyState,
  isRefused,
  Link,
  QueryView,
  type Refused,
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
import { searchHref } from './searchHref';
import { SEARCH_TEXTS } from './searchTexts';

/** How many stories were found: the search counts up to its cap for the page, so the cap reads as «or more». */
const foundText = (total: number, page: number) =>
  total >= searchCountCap(page) ? `${total} या ज़्यादा ख़बरें मिलीं` : `${total} ${total === 1 ? 'ख़बर मिली' : 'ख़बरें मिलीं'}`;

const list = css({ listStyle: 'none', margin: 0, padding: 0 });
const count = css({ margin: `0 0 ${theme.space.sm}`, color: theme.colors.textMuted });
const reading = css({ margin: `0 0 ${theme.space.xs}`, fontWeight: 600 });

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

/** Nothing to list: the API refused the words or filters (its message), or nothing matched. */
const nothingListed = (answer: SearchAnswer | Refused) => isRefused(answer) || answer.total === 0;

/**
 * One page of a search's results: the Hindi a Latin query was read as («“स्कूल” के लिए नतीजे»), how many were found, the stories, and links to the other pages; the
 * API's refusal of the reader's input in its own words; a page past the last one says so.
 */
export function SearchResultsView({ args }: { args: SearchArgs }) {
  const results = useSearchNewsQuery(args);
  const categories = useGetCategoriesQuery();
  return (
    <QueryView
      query={results}
      skeleton={<ResultsSkeleton />}
      errorMessage={SEARCH_TEXTS.failed}
      empty={isRefused(results.currentData) ? results.currentData.refused : SEARCH_TEXTS.noResults}
      isEmpty={nothingListed}
      keepPrevious
    >
      {(answer) =>
        isRefused(answer) ? null : (
          <>
            {answer.reading ? <p css={reading}>“{answer.reading}” के लिए नतीजे</p> : null}
            <p css={count}>
              {foundText(answer.total, args.page)}
              {args.page > 1 ? ` — पन्ना ${args.page}` : ''}
            </p>
            {answer.data.length === 0 ? (
              <EmptyState>
                {SEARCH_TEXTS.pastTheEnd} <Link to={searchHref({ ...args, page: 1 })}>{SEARCH_TEXTS.firstPage}</Link>
              </EmptyState>
            ) : (
              <ol css={list}>
                {answer.data.map((hit) => (
                  <li key={`${hit.type}/${hit.url}`}>
                    <SearchResultItem hit={hit} section={sectionName(categories.data, hit.type)} />
                  </li>
                ))}
              </ol>
            )}
            <SearchPager args={args} last={Math.ceil(answer.total / SEARCH_PAGE_SIZE)} />
          </>
        )
      }
    </QueryView>
  );
}
