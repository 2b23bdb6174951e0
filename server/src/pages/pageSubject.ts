import {
  decodeAuthorId,
  encodeAuthorId,
  href,
  type RouteId,
  slugify,
  zodiacSignByCode,
} from '@janmat/shared/contracts';
import { categoryByCode, stateByCodeOrId, subcategoryByCode } from '../api/queries/lookups';
import { albumByCode, storyCategoryByCode } from '../api/queries/media';
import { authorById, currentSlugOf, newsDetails, STATE_CATEGORY_CODE, STATE_NEWS_TYPE } from '../api/queries/news';
import { type PollKind, pollByPollId } from '../api/queries/polls';
import type { Db } from '../core/db/client';

/**
 * What the server itself must know of a page before answering it: that its subject exists (an
 * unknown article, album, poll, author, category, state or sign answers 404) and where it lives.
 * What the page says about itself (title, description, share image, data) is its section's own.
 */
export interface PageSubject {
  /**
   * The one address this page answers at, when its subject can be reached under others (a poll's or
   * album's slug, an article's category segment): any other address is redirected here (301), so
   * junk slugs neither fill the cache nor spread duplicate pages.
   */
  path?: string;
  /**
   * The address search engines should index when it is not the page's own: the second addresses of
   * one page (`/newscategory/*`, a state article's state form, `/privacypolicy`) name the first, as
   * the sitemap does, and a code given in another case names the subject's own spelling.
   */
  canonical?: string;
}

type Params = Record<string, string>;
type Resolver = (db: Db, params: Params) => Promise<PageSubject | undefined>;

/** The page's subject when the record it is about exists; undefined (404) when it does not. */
const found = <T>(value: T | null | undefined, subject: (value: NonNullable<T>) => PageSubject) =>
  value ? subject(value) : undefined;

async function categoryPage(db: Db, { type }: Params): Promise<PageSubject | undefined> {
  const code = type === STATE_NEWS_TYPE ? STATE_CATEGORY_CODE : type!;
  return found(await categoryByCode(db, code), (category) => ({
    canonical: href.newsList({ type: category.c_code }),
  }));
}

/** The article at `url`, or the one whose slug `url` was before it changed (its page then answers 301). */
async function articleAt(db: Db, url: string) {
  const item = await newsDetails(db, url);
  if (item) return item;
  const current = await currentSlugOf(db, url);
  return current === undefined ? undefined : newsDetails(db, current);
}

function articlePage(form: 'article' | 'stateArticle'): Resolver {
  return async (db, { url }) =>
    found(await articleAt(db, url!), (item) => {
      const canonical = href.article({ type: item.type, url: item.url });
      // The state form is a page of its own (spec §2), but only with the article's own type and state.
      const path =
        form === 'stateArticle' && item.state
          ? href.stateArticle({ type: item.type, state: item.state, url: item.url })
          : canonical;
      return { path, canonical };
    });
}

function pollPage(kind: PollKind): Resolver {
  return async (db, { id }) => {
    if (!/^\d{1,6}$/.test(id!)) return undefined;
    const build = kind === 'site' ? href.sitePoll : href.userPoll;
    return found(await pollByPollId(db, kind, Number(id)), (poll) => ({
      path: build({ id: poll.poll_id, name: slugify(poll.name) }),
    }));
  };
}

async function authorPage(db: Db, { id }: Params): Promise<PageSubject | undefined> {
  const authorId = decodeAuthorId(id!);
  // Larger ids are no author's (the column is a 32-bit integer).
  const author = authorId === undefined || authorId > 2_147_483_647 ? undefined : await authorById(db, authorId);
  return found(author, ({ id: known }) => ({ path: href.author({ id: encodeAuthorId(known) }) }));
}

/** Routes whose page is about one subject; every other route's page always exists. */
const RESOLVERS: Partial<Record<RouteId, Resolver>> = {
  newsList: categoryPage,
  newsCategory: categoryPage,
  trending: async (db, { subtype }) =>
    found(await subcategoryByCode(db, subtype!), (sub) => ({ canonical: href.trending({ subtype: sub.s_code }) })),
  stateNews: async (db, { type, id }) =>
    found((await stateByCodeOrId(db, type!)) ?? (await stateByCodeOrId(db, id!)), (state) => ({
      path: href.stateNews({ id: state.id, type: state.code }),
    })),
  article: articlePage('article'),
  stateArticle: articlePage('stateArticle'),
  author: authorPage,
  storySliderType: async (db, { type }) =>
    found(await storyCategoryByCode(db, type!), (category) => ({
      canonical: href.storySliderType({ type: category.c_code }),
    })),
  album: async (db, { code }) =>
    found(await albumByCode(db, code!), (album) => ({ path: href.album({ code: album.code, name: album.slug }) })),
  astrologySign: async (_db, { code }) =>
    found(zodiacSignByCode(code!), (sign) => ({ canonical: href.astrologySign({ code: sign.code }) })),
  userPoll: pollPage('user'),
  sitePoll: pollPage('site'),
  // One policy at two addresses (the old site's footer and breadcrumb): /privacy is the one indexed.
  privacyPolicy: async () => ({ canonical: href.privacy() }),
};

/** The subject of a page of route `id`, or undefined when it does not exist (404). */
export async function resolvePageSubject(db: Db, id: RouteId, params: Params): Promise<PageSubject | undefined> {
  const resolver = RESOLVERS[id];
  return resolver ? resolver(db, params) : {};
}
