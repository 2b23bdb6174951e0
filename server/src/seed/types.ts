import type {
  BreakingNewsItem,
  GoldDatum,
  MarketDatum,
  PhotoItem,
  PopularNewsItem,
  SubCategory,
  Video,
  WebStoryCategory,
} from '@janmat/shared/contracts';

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

export interface SeedAuthor {
  name: string;
  des: string;
  photo: string;
  link1: string;
  link2: string;
}

export interface SeedSitePoll {
  /** Public poll id; site polls use 1–9 so they never collide with visitor polls (10–10009). */
  poll_id: number;
  name: string;
  op1: string;
  op2: string;
  op3: string | null;
  op4: string | null;
  res1: number;
  res2: number;
  res3: number;
  res4: number;
  /** url of the article this poll belongs to, or null for a general poll. */
  news_url: string | null;
  /** Shown on the home page. */
  at_home: boolean;
}

export interface SeedAlbum {
  code: string;
  slug: string;
  name: string;
  photo: string;
  des: string;
  type: string;
  m_title: string;
  m_des: string;
  m_keys: string;
  photos: PhotoItem[];
}

export interface SeedStory {
  type: string;
  title: string;
  photo: string;
  source: string;
  created_at: string;
}

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
}
