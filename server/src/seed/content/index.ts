import { demoElection } from '../results/demoElection';
import type { SeedContent } from '../types';
import { albums } from './albums';
import { authors } from './authors';
import { categories, states, subcategories } from './categories';
import { gold, market, weather } from './figures';
import { breaking, popular } from './highlights';
import { horoscopes } from './horoscopes';
import { stories, storyCategories, videos } from './media';
import { news } from './news';
import { sitePolls } from './polls';

/** The whole seed corpus, original Hindi content written for Janmat. */
export const seedContent: SeedContent = {
  categories,
  subcategories,
  states,
  authors,
  news,
  breaking,
  videos,
  sitePolls,
  albums,
  storyCategories,
  stories,
  horoscopes,
  weather,
  market,
  gold,
  popular,
  results: demoElection(),
};
