import { decodeAuthorId, encodeAuthorId, href, siteApi } from '@janmat/shared';
import {
  PAGE_NOT_FOUND,
  type PageLoadContext,
  type PageLoader,
  pageFound,
  pageOf,
  type SectionPageData,
  settled,
} from '@janmat/shared/page-data';
import { articleApi } from './features/article/articleApi';
import { authorApi } from './features/author/authorApi';
import { homeApi } from './features/home/homeApi';
import { findCategory } from './features/lists/findCategory';
import { listsApi } from './features/lists/listsApi';
import { liveApi } from './features/live/liveApi';
import { beforeOf } from './features/live/liveHref';
import { newsPollsApi } from './features/polls/newsPollsApi';
import { popularApi } from './features/popular/popularApi';
import { ELECTION_NEWS_TYPE } from './features/results/ElectionLinks';
import { resultsApi } from './features/results/resultsApi';
import { searchApi } from './features/search/searchApi';
import { searchArgsOf } from './features/search/searchArgs';

/** Larger ids are no author's (the column is a 32-bit integer). */
const MAX_AUTHOR_ID = 2_147_483_647;

const popular = ({ store }: PageLoadContext) => store.dispatch(popularApi.endpoints.getPopularNews.initiate());

/** `/news/{type}` and `/newscategory/{type}`: a category's list, indexed under its own code. */
const categoryPage: PageLoader = async (context) => {
  const { store, params } = context;
  const [categories] = await Promise.all([
    store.dispatch(siteApi.endpoints.getCategories.initiate()),
    store.dispatch(listsApi.endpoints.getNewsByType.initiate(params.type!)),
    popular(context),
  ]);
  const category = categories.data && findCategory(categories.data, params.type!);
  return category ? pageFound({ canonical: href.newsList({ type: category.c_code }) }) : PAGE_NOT_FOUND;
};

/**
 * An article by its url (or a url it had before: its page then answers 301 to the current one), with
 * its live updates when it has a live page.
 */
function articlePage(form: 'article' | 'stateArticle'): PageLoader {
  return async (context) => {
    const { store, params } = context;
    const [article] = await Promise.all([
      store.dispatch(articleApi.endpoints.getArticle.initiate(params.url!)),
      store.dispatch(newsPollsApi.endpoints.getNewsPagePolls.initiate()),
      store.dispatch(siteApi.endpoints.getStates.initiate()),
      popular(context),
    ]);
    const item = article.data;
    if (!item) return PAGE_NOT_FOUND;
    // An election story links to the elections' results (their list; never their figures).
    if (item.type === ELECTION_NEWS_TYPE) await store.dispatch(resultsApi.endpoints.getElections.initiate());
    // A live page's updates (the latest 20, or the older page its address names) come with it.
    if (item.live !== undefined) {
      const before = beforeOf(context.search.toString());
      await store.dispatch(liveApi.endpoints.getLivePage.initiate({ articleId: item.id, before }));
    }
    const canonical = href.article({ type: item.type, url: item.url });
    // The state form is a page of its own (spec §2), but only with the article's own type and state.
    const path =
      form === 'stateArticle' && item.state
        ? href.stateArticle({ type: item.type, state: item.state, url: item.url })
        : canonical;
    // A running live page asks for new updates every 10 s, so its scripts come once its lead has shown
    // (an ended one asks nothing).
    return pageFound({ path, canonical, ...(item.live === true ? { scripts: 'shown' as const } : {}) });
  };
}

/**
 * `/results/{election}` (with the finder's seats for `?q=`): a counting election's page asks for its
 * tally every 10 s, so its scripts come once it has shown.
 */
const resultsPage: PageLoader = async ({ store, params, search }) => {
  const election = params.election!;
  const words = search.get('q')?.trim();
  const [results] = await Promise.all([
    store.dispatch(resultsApi.endpoints.getElectionResults.initiate(election)),
    ...(words ? [store.dispatch(resultsApi.endpoints.findSeats.initiate({ election, q: words }))] : []),
  ]);
  if (!results.data) return PAGE_NOT_FOUND;
  const counting = results.data.election.status === 'counting';
  return pageFound({ path: href.results({ election }), ...(counting ? { scripts: 'shown' as const } : {}) });
};

/** `/results/{election}/{constituency}`: one seat. */
const seatPage: PageLoader = async ({ store, params }) => {
  const arg = { election: params.election!, constituency: params.constituency! };
  const seat = await store.dispatch(resultsApi.endpoints.getSeatResults.initiate(arg));
  if (!seat.data) return PAGE_NOT_FOUND;
  const counting = seat.data.constituency.status === 'counting';
  return pageFound({ path: href.resultsSeat(arg), ...(counting ? { scripts: 'shown' as const } : {}) });
};

/** The news section's data contract: what each of its pages shows, and whether its subject exists. */
export const pageData: SectionPageData<'news'> = {
  home: ({ store }) =>
    pageOf(
      // The results strip: the list of elections only (its figures come in the browser, from the edge).
      store.dispatch(resultsApi.endpoints.getElections.initiate()),
      store.dispatch(homeApi.endpoints.getNewsAll.initiate()),
      store.dispatch(homeApi.endpoints.getWeather.initiate()),
      store.dispatch(homeApi.endpoints.getMarket.initiate()),
      store.dispatch(homeApi.endpoints.getGold.initiate()),
      store.dispatch(newsPollsApi.endpoints.getNewsHomePolls.initiate()),
      store.dispatch(popularApi.endpoints.getPopularNews.initiate()),
    ),
  newsIndex: (context) => pageOf(context.store.dispatch(listsApi.endpoints.getAllNews.initiate()), popular(context)),
  newsList: categoryPage,
  newsCategory: categoryPage,
  trending: async (context) => {
    const { store, params } = context;
    const [subcategories] = await Promise.all([
      store.dispatch(siteApi.endpoints.getSubCategories.initiate()),
      store.dispatch(listsApi.endpoints.getNewsBySubcategory.initiate(params.subtype!)),
      popular(context),
    ]);
    const found = subcategories.data?.find((sub) => sub.s_code === params.subtype);
    return found ? pageFound({ canonical: href.trending({ subtype: found.s_code }) }) : PAGE_NOT_FOUND;
  },
  stateNews: async (context) => {
    const { store, params } = context;
    const states = await store.dispatch(siteApi.endpoints.getStates.initiate());
    const state =
      states.data?.find((s) => s.code === params.type) ?? states.data?.find((s) => String(s.id) === params.id);
    if (!state) return PAGE_NOT_FOUND;
    await settled(store.dispatch(listsApi.endpoints.getNewsByState.initiate(state.code)), popular(context));
    return pageFound({ path: href.stateNews({ id: state.id, type: state.code }) });
  },
  article: articlePage('article'),
  stateArticle: articlePage('stateArticle'),
  author: async ({ store, params }) => {
    const id = decodeAuthorId(params.id!);
    if (id === undefined || id > MAX_AUTHOR_ID) return PAGE_NOT_FOUND;
    const [author] = await Promise.all([
      store.dispatch(authorApi.endpoints.getAuthor.initiate(id)),
      store.dispatch(authorApi.endpoints.getNewsByAuthor.initiate(id)),
    ]);
    const known = author.data?.[0];
    return known ? pageFound({ path: href.author({ id: encodeAuthorId(known.id) }) }) : PAGE_NOT_FOUND;
  },
  /** The results of the address's search (the page's own arguments), the filters' lists and popular stories. */
  search: async (context) => {
    const { store, search } = context;
    const args = searchArgsOf(search);
    await settled(
      store.dispatch(siteApi.endpoints.getCategories.initiate()),
      store.dispatch(siteApi.endpoints.getStates.initiate()),
      popular(context),
      ...(args ? [store.dispatch(searchApi.endpoints.searchNews.initiate(args))] : []),
    );
    return pageFound({ path: href.search() });
  },
  results: resultsPage,
  resultsSeat: seatPage,
};
