import { href } from '@janmat/shared';
import { type SearchArgs, searchQueryString } from './searchArgs';

/** The address of a search's results page: `/search?q=…` with its page and filters. */
export function searchHref(args: SearchArgs): string {
  return `${href.search()}?${searchQueryString(args)}`;
}
