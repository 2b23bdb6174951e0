import type {
  Album,
  Author,
  BreakingNewsItem,
  GoldDatum,
  MarketDatum,
  PhotoItem,
  Poll,
  PopularNewsItem,
  SubCategory,
  Video,
  WebStory,
  WebStoryCategory,
} from '@janmat/shared/contracts';
import type { SeedResults } from './results/demoElection';

/**
 * The seed corpus, written for this product. Ids are assigned by position (first item = id 1), and
 * relations are by code/url, so the content files stay readable.
 *
 * Conventions every part of the site relies on:
 * - `news[].type` is a category `c_code`; state news uses type `states` (the category with c_code
 *   `state` lists them), so `/news/states/{state}/{url}` never collides with `/news/state/{id}/{code}`.
 * - `news[].state` is a state `code` or null; `news[].subtype` is a sub-category `s_code` or null.
 * - `news[].reporter` is an author id (1-based position in `authors`).
 * - `news[].des` is HTML (paragraphs, at least three); it is sanitized before it is stored.
 * - Image paths are site paths under /uploads/... (spec §3); the seed draws each one as an SVG.
 * - `created_at` is `YYYY-MM-DD HH:mm:ss`.
 */
export interface SeedNews {
  name: string;
  type: string;
  url: string;
  state: string | null;
  subtype: string | null;
  photo: string;
  des: string;
  reporter: number;
  created_at: string;
}

/** An author as the API serves it, before the database gives it an id. */
export type SeedAuthor = Omit<Author, 'id'>;

/** A site poll: the question, options and counts of a `Poll`; `poll_id` is 1–9 (visitor polls use 10–10009). */
export interface SeedSitePoll extends Omit<Poll, 'id' | 'created_by' | 'news_id' | 'created_at'> {
  /** url of the article this poll belongs to, or null for a general poll. */
  news_url: string | null;
  /** Shown on the home page. */
  at_home: boolean;
}

/** An album as the API serves it (before its id) with its photos. */
export interface SeedAlbum extends Omit<Album, 'id'> {
  photos: PhotoItem[];
}

/** A web story as the API serves it, before the database gives it an id. */
export type SeedStory = Omit<WebStory, 'id'>;

export interface SeedContent {
  categories: { name: string; c_code: string }[];
  subcategories: SubCategory[];
  states: { name: string; code: string }[];
  authors: SeedAuthor[];
  news: SeedNews[];
  breaking: BreakingNewsItem[];
  videos: Video[];
  sitePolls: SeedSitePoll[];
  albums: SeedAlbum[];
  storyCategories: WebStoryCategory[];
  stories: SeedStory[];
  horoscopes: { code: string; des: string }[];
  weather: { values: string; des: string }[];
  market: Omit<MarketDatum, never>[];
  gold: Omit<GoldDatum, never>[];
  popular: PopularNewsItem[];
  /** The demo election (results/demoElection.ts), added to a database that has none. */
  results?: SeedResults;
}
