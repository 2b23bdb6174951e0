/** Entities of the portal (spec §3). Field names are the API's, so they stay snake_case. */

export interface BreakingNewsItem {
  name: string;
  type: string;
  url: string;
}

export interface Category {
  id: number;
  name: string;
  c_code: string;
}

export interface SubCategory {
  name: string;
  s_code: string;
}

export interface State {
  id: number;
  name: string;
  code: string;
}

export interface Video {
  link: string;
}

export interface Poll {
  id: number;
  name: string;
  poll_id: number;
  created_by: string;
  op1: string;
  op2: string;
  op3: string | null;
  op4: string | null;
  res1: number;
  res2: number;
  res3: number;
  res4: number;
  news_id: number | null;
  created_at: string;
}

/** Body of POST /api/createmypoll. created_by is taken from the request by the server. */
export interface NewPoll {
  name: string;
  poll_id: number;
  created_by?: string;
  op1: string;
  op2: string;
  op3?: string;
  op4?: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  sub?: string;
  des: string;
  /** Client time as `YYYY-MM-DD HH:mm:ss`. */
  created_at: string;
}

export interface Author {
  id: number;
  name: string;
  des: string;
  photo: string;
  link1: string;
  link2: string;
}

export interface NewsCard {
  id: number;
  name: string;
  type: string;
  url: string;
  photo: string;
  /**
   * A live page (लाइव, contracts/live.ts): `true` while it runs (lists and the article); on the
   * article also `false` once it ended with updates to show. Absent for every other article.
   */
  live?: boolean;
}

export interface NewsItem extends NewsCard {
  state: string | null;
  subtype: string | null;
  /** Sanitized HTML body. */
  des: string;
  /** Id of the author (see authorId.ts for the obfuscated form used in links). */
  reporter: number;
  reported_by: string;
  created_at: string;
}

export interface Album {
  id: number;
  code: string;
  slug: string;
  name: string;
  photo: string;
  des: string;
  type: string;
  m_title: string;
  m_des: string;
  m_keys: string;
}

export interface PhotoItem {
  photo: string;
  name: string;
  des: string;
}

export interface WebStory {
  id: number;
  type: string;
  title: string;
  photo: string;
  source: string;
  created_at: string;
}

export interface WebStoryCategory {
  name: string;
  c_code: string;
}

export interface Horoscope {
  id: number;
  /** Zodiac code, e.g. `leo`. */
  code: string;
  des: string;
}

export interface WeatherDatum {
  id: number;
  /** Temperature. */
  values: string;
  des: string;
}

export interface MarketDatum {
  keys: string;
  values: string;
  /** 0 = fall, otherwise rise. */
  type: number;
  /** Percent. */
  des: string;
}

export interface GoldDatum {
  keys: string;
  values: string;
  /** 0 = minus, otherwise plus. */
  type: number;
  /** Amount per gram. */
  des: string;
}

export interface PopularNewsItem {
  name: string;
  type: string;
  url: string;
}

/** Values kept in the browser's local storage (spec §3). */
export const STORAGE_KEYS = {
  voterIp: 'janmat.lastVoterIp',
  votedPollId: 'janmat.lastVotedPollId',
} as const;

/** Every list answer of the API. */
export interface ListResponse<T> {
  data: T[];
}

export interface PhotoDetailsResponse {
  data: PhotoItem[];
  data1: Album[];
}

export interface MessageResponse<T = never> {
  message: string;
  data?: T[];
  errors?: Record<string, string>;
}

export interface IpResponse {
  ip: string;
}

/** Image folders (spec §3). */
export const UPLOAD_PATHS = {
  news: '/uploads/news/',
  albums: '/uploads/albums/',
  photos: '/uploads/photos/',
  stories: '/uploads/stories/',
  auditors: '/uploads/newsauditors/',
  reporters: '/uploads/newsreporters/',
} as const;

/** Intrinsic size of every seeded image kind, so pages reserve space (width/height attributes). */
export const IMAGE_SIZES = {
  news: { width: 1200, height: 675 },
  album: { width: 800, height: 600 },
  photo: { width: 800, height: 600 },
  story: { width: 720, height: 1280 },
  author: { width: 400, height: 400 },
} as const;
