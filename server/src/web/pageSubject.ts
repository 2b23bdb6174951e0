import {
  decodeAuthorId,
  encodeAuthorId,
  href,
  type RouteId,
  slugify,
  zodiacSignByCode,
} from '@janmat/shared/contracts';
import type { Db } from '../db/client';
import { categoryByCode, stateByCodeOrId, subcategoryByCode } from '../queries/lookups';
import { albumByCode, horoscopeByCode, storyCategoryByCode } from '../queries/media';
import { authorById, newsAll, newsDetails, STATE_CATEGORY_CODE, STATE_NEWS_TYPE } from '../queries/news';
import { type PollKind, pollByPollId } from '../queries/polls';
import { htmlToText } from '../seed/sanitizeArticle';
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, FIXED_PAGES, SITE_NAME } from './pageTexts';

/** Everything the head of one page needs. Paths are site paths; the site URL is added when rendered. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  /**
   * The one address this page answers at, when its subject can be reached under others (a poll's or
   * album's slug, an article's category segment): any other address is redirected here (301), so
   * junk slugs neither fill the cache nor spread duplicate pages.
   */
  path?: string;
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** API paths whose answers go into the page (janmat-preload). */
  preload?: string[];
  /** Photos on the page's first screen, preloaded; the first is its largest paint (high priority). */
  leadImages?: string[];
}

type Params = Record<string, string>;
type Resolver = (db: Db, params: Params) => Promise<PageMeta | undefined>;

const DESCRIPTION_LENGTH = 160;

export function shorten(text: string, max = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

const keywords = (...words: string[]) => [...words, DEFAULT_KEYWORDS].join(', ');
/** `/api/<name>/<param>` as the section asks for it (each segment percent-encoded). */
const api = (name: string, param?: string | number) =>
  param === undefined ? `/api/${name}` : `/api/${name}/${encodeURIComponent(String(param))}`;

/** `YYYY-MM-DD HH:mm:ss` (Indian time) → ISO 8601 with the +05:30 offset. */

async function categoryPage(db: Db, { type }: Params): Promise<PageMeta | undefined> {
  const code = type === STATE_NEWS_TYPE ? STATE_CATEGORY_CODE : type!;
  const category = await categoryByCode(db, code);
  return (
    category && {
      title: `${category.name} समाचार`,
      description: `${category.name} से जुड़ी राजनीति की ताज़ा खबरें जनमत पर पढ़ें।`,
      keywords: keywords(category.name),
      canonical: href.newsList({ type: category.c_code }),
      preload: [api('news', type!)],
    }
  );
}

function articlePage(form: 'article' | 'stateArticle'): Resolver {
  return async (db, { url }) => {
    const item = await newsDetails(db, url!);
    return item && articleMeta(item, form);
  };
}

function articleMeta(
  item: NonNullable<Awaited<ReturnType<typeof newsDetails>>>,
  form: 'article' | 'stateArticle',
): PageMeta {
  const canonical = href.article({ type: item.type, url: item.url });
  return {
    title: item.name,
    description: shorten(htmlToText(item.des)) || DEFAULT_DESCRIPTION,
    keywords: keywords(item.name),
    canonical,
    // The state form is a page of its own (spec §2), but only with the article's own type and state.
    path:
      form === 'stateArticle' && item.state
        ? href.stateArticle({ type: item.type, state: item.state, url: item.url })
        : canonical,
    image: item.photo,
    type: 'article',
    preload: [api('newsdetails2', item.url), api('lokpriya')],
    leadImages: [item.photo],
  };
}

function pollPage(kind: PollKind): Resolver {
  return async (db, { id }) => {
    if (!/^\d{1,6}$/.test(id!)) return undefined;
    const poll = await pollByPollId(db, kind, Number(id));
    if (!poll) return undefined;
    const build = kind === 'site' ? href.sitePoll : href.userPoll;
    const canonical = build({ id: poll.poll_id, name: slugify(poll.name) });
    return {
      title: poll.name,
      description: shorten(`जनमत पोल: ${poll.name} — अपनी राय दें और नतीजे देखें।`),
      keywords: keywords('पोल', 'जनमत सर्वेक्षण'),
      canonical,
      path: canonical,
    };
  };
}

/**
 * Stories of `/api/newsall` whose photos a phone shows on the first screen of home: the lead story
 * and the first secondary one below it (on wide screens both are near the top as well).
 */
export const HOME_FIRST_SCREEN_STORIES = 2;

const RESOLVERS: Partial<Record<RouteId, Resolver>> = {
  home: async (db) => ({
    title: `${SITE_NAME} — राजनीति की हर खबर`,
    description: DEFAULT_DESCRIPTION,
    keywords: DEFAULT_KEYWORDS,
    canonical: href.home(),
    preload: [api('newsall'), api('lokpriya'), api('datas'), api('datas2'), api('datas3')],
    leadImages: (await newsAll(db)).data.slice(0, HOME_FIRST_SCREEN_STORIES).map((item) => item.photo),
  }),
  newsList: categoryPage,
  newsCategory: categoryPage,
  trending: async (db, { subtype }) => {
    const sub = await subcategoryByCode(db, subtype!);
    return (
      sub && {
        title: `${sub.name} — ट्रेंडिंग`,
        description: `${sub.name}: ट्रेंडिंग खबरें जनमत पर।`,
        keywords: keywords(sub.name),
        canonical: href.trending({ subtype: sub.s_code }),
        preload: [api('newssubcategory', subtype!)],
      }
    );
  },
  stateNews: async (db, { type, id }) => {
    const state = (await stateByCodeOrId(db, type!)) ?? (await stateByCodeOrId(db, id!));
    return (
      state && {
        title: `${state.name} समाचार`,
        description: `${state.name} की राजनीति की ताज़ा खबरें जनमत पर पढ़ें।`,
        keywords: keywords(state.name),
        canonical: href.stateNews({ id: state.id, type: state.code }),
        path: href.stateNews({ id: state.id, type: state.code }),
        preload: [api('newsstatewise', type!)],
      }
    );
  },
  article: articlePage('article'),
  stateArticle: articlePage('stateArticle'),
  author: async (db, { id }) => {
    const authorId = decodeAuthorId(id!);
    const author = authorId === undefined || authorId > 2_147_483_647 ? undefined : await authorById(db, authorId);
    return (
      author && {
        title: author.name,
        description: shorten(author.des) || DEFAULT_DESCRIPTION,
        keywords: keywords(author.name),
        canonical: href.author({ id: encodeAuthorId(author.id) }),
        path: href.author({ id: encodeAuthorId(author.id) }),
        image: author.photo,
        preload: [api('author', author.id), api('newsbyauthor', author.id)],
      }
    );
  },
  storySliderType: async (db, { type }) => {
    const category = await storyCategoryByCode(db, type!);
    return (
      category && {
        title: `${category.name} — वेब स्टोरी`,
        description: `${category.name}: जनमत की वेब स्टोरी।`,
        keywords: keywords(category.name, 'वेब स्टोरी'),
        canonical: href.storySliderType({ type: category.c_code }),
      }
    );
  },
  album: async (db, { code }) => {
    const album = await albumByCode(db, code!);
    return (
      album && {
        title: album.m_title || album.name,
        description: shorten(album.m_des || album.des),
        keywords: album.m_keys || keywords(album.name),
        canonical: href.album({ code: album.code, name: album.slug }),
        path: href.album({ code: album.code, name: album.slug }),
        image: album.photo,
        preload: [api('photodetails', album.code)],
      }
    );
  },
  astrologySign: async (db, { code }) => {
    const sign = zodiacSignByCode(code!);
    const horoscope = sign && (await horoscopeByCode(db, sign.code));
    return (
      sign && {
        title: `${sign.name} राशिफल`,
        description: shorten(horoscope?.des || `${sign.name} राशि का आज का राशिफल जनमत पर पढ़ें।`),
        keywords: keywords(`${sign.name} राशिफल`, 'राशिफल'),
        canonical: href.astrologySign({ code: sign.code }),
        preload: [api('rashifaldetails', sign.code)],
      }
    );
  },
  userPoll: pollPage('user'),
  sitePoll: pollPage('site'),
};

/** The head of a page of route `id`, or undefined when its subject does not exist (404). */
export async function resolvePageMeta(db: Db, id: RouteId, params: Params): Promise<PageMeta | undefined> {
  const resolver = RESOLVERS[id];
  if (resolver) return resolver(db, params);
  const fixed = FIXED_PAGES[id];
  if (!fixed) return undefined;
  return {
    title: fixed.title,
    description: fixed.description,
    keywords: keywords(fixed.title),
    canonical: fixed.canonical ?? (href[id] as () => string)(),
    noindex: fixed.noindex,
  };
}
