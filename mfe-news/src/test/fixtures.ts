import type { Author, Category, NewsCard, NewsItem, Poll, State, SubCategory } from '@janmat/shared';

export const CATEGORIES: Category[] = [
  { id: 1, name: 'राष्ट्रीय', c_code: 'national' },
  { id: 2, name: 'अंतरराष्ट्रीय', c_code: 'international' },
  { id: 3, name: 'राज्य', c_code: 'state' },
  { id: 4, name: 'चुनाव', c_code: 'election' },
];

const SUBCATEGORIES: SubCategory[] = [
  { name: 'किसान और खेती', s_code: 'kisan' },
  { name: 'उपचुनाव', s_code: 'upchunav' },
];

export const STATES: State[] = [
  { id: 1, name: 'राजस्थान', code: 'rajasthan' },
  { id: 6, name: 'बिहार', code: 'bihar' },
];

const POPULAR = [
  { name: 'लोकप्रिय ख़बर एक', type: 'national', url: 'lokpriya-1' },
  { name: 'लोकप्रिय ख़बर दो', type: 'states', url: 'lokpriya-2' },
];

/** The site data every page may read (categories, sub-categories, states, popular news). */
export const SITE_ANSWERS = {
  '/api/categories': { data: CATEGORIES },
  '/api/subcategories': { data: SUBCATEGORIES },
  '/api/states': { data: STATES },
  '/api/lokpriya': { data: POPULAR },
};

export function newsCard(id: number, overrides: Partial<NewsCard> = {}): NewsCard {
  return {
    id,
    name: `ख़बर संख्या ${id}`,
    type: 'national',
    url: `khabar-${id}`,
    photo: `/uploads/news/${id}.svg`,
    ...overrides,
  };
}

export function newsItem(id: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    ...newsCard(id),
    state: null,
    subtype: null,
    des: '<p>पहला अनुच्छेद।</p><p>दूसरा अनुच्छेद।</p>',
    reporter: 12,
    reported_by: 'सीमा वर्मा',
    created_at: '2026-03-14 09:30:00',
    ...overrides,
  };
}

export function poll(poll_id: number, news_id: number | null = null): Poll {
  return {
    id: poll_id,
    poll_id,
    news_id,
    name: `क्या सवाल ${poll_id} सही है?`,
    created_by: 'site',
    op1: 'हाँ',
    op2: 'नहीं',
    op3: null,
    op4: null,
    res1: 5,
    res2: 3,
    res3: 0,
    res4: 0,
    created_at: '2026-01-01 10:00:00',
  };
}

export const AUTHOR: Author = {
  id: 12,
  name: 'सीमा वर्मा',
  des: 'राजनीतिक संवाददाता, जयपुर।',
  photo: '/uploads/newsreporters/seema.svg',
  link1: 'https://x.com/seema',
  link2: 'https://www.facebook.com/seema',
};

/** A list of `count` cards with ids from `first`. */
export const newsCards = (count: number, first = 1, overrides: Partial<NewsCard> = {}) =>
  Array.from({ length: count }, (_, i) => newsCard(first + i, overrides));
