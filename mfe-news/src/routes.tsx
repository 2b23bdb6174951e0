import { lazyPage, type SectionModule } from '@janmat/shared';

// Page chunks are named `page-<routeId>` (`~` joins routes sharing a page): the build lists their files
// in mf-manifest.json, so the server can preload the code of the page it sends.

// Each page is its own chunk: a reader opening an article never downloads the home page's code.
const HomePage = lazyPage(() => import(/* webpackChunkName: "page-home" */ './features/home/HomePage'), 'HomePage');
const NewsIndexPage = lazyPage(
  () => import(/* webpackChunkName: "page-newsIndex" */ './features/lists/NewsIndexPage'),
  'NewsIndexPage',
);
const CategoryListPage = lazyPage(
  () => import(/* webpackChunkName: "page-newsList~newsCategory" */ './features/lists/CategoryListPage'),
  'CategoryListPage',
);
const TrendingPage = lazyPage(
  () => import(/* webpackChunkName: "page-trending" */ './features/lists/TrendingPage'),
  'TrendingPage',
);
const StateNewsPage = lazyPage(
  () => import(/* webpackChunkName: "page-stateNews" */ './features/lists/StateNewsPage'),
  'StateNewsPage',
);
const ArticlePage = lazyPage(
  () => import(/* webpackChunkName: "page-article~stateArticle" */ './features/article/ArticlePage'),
  'ArticlePage',
);
const AuthorPage = lazyPage(
  () => import(/* webpackChunkName: "page-author" */ './features/author/AuthorPage'),
  'AuthorPage',
);
const SearchPage = lazyPage(
  () => import(/* webpackChunkName: "page-search" */ './features/search/SearchPage'),
  'SearchPage',
);
const ResultsPage = lazyPage(
  () => import(/* webpackChunkName: "page-results" */ './features/results/ResultsPage'),
  'ResultsPage',
);
const SeatPage = lazyPage(
  () => import(/* webpackChunkName: "page-resultsSeat" */ './features/results/SeatPage'),
  'SeatPage',
);

/** The news section's pages, one per route id it owns (`/news/{type}` and `/newscategory/{type}` share one). */
export const pages: SectionModule<'news'>['pages'] = {
  home: HomePage,
  newsIndex: NewsIndexPage,
  newsList: CategoryListPage,
  newsCategory: CategoryListPage,
  trending: TrendingPage,
  stateNews: StateNewsPage,
  article: ArticlePage,
  stateArticle: ArticlePage,
  author: AuthorPage,
  search: SearchPage,
  results: ResultsPage,
  resultsSeat: SeatPage,
};
