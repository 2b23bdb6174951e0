import type { SectionModule } from '@janmat/shared';
import { lazy } from 'react';

// Page chunks are named `page-<routeId>` (`~` joins routes sharing a page): the build lists their files
// in mf-manifest.json, so the server can preload the code of the page it sends.

// Each page is its own chunk: a reader opening an article never downloads the home page's code.
const HomePage = lazy(() =>
  import(/* webpackChunkName: "page-home" */ './features/home/HomePage').then((m) => ({ default: m.HomePage })),
);
const NewsIndexPage = lazy(() =>
  import(/* webpackChunkName: "page-newsIndex" */ './features/lists/NewsIndexPage').then((m) => ({
    default: m.NewsIndexPage,
  })),
);
const CategoryListPage = lazy(() =>
  import(/* webpackChunkName: "page-newsList~newsCategory" */ './features/lists/CategoryListPage').then((m) => ({
    default: m.CategoryListPage,
  })),
);
const TrendingPage = lazy(() =>
  import(/* webpackChunkName: "page-trending" */ './features/lists/TrendingPage').then((m) => ({
    default: m.TrendingPage,
  })),
);
const StateNewsPage = lazy(() =>
  import(/* webpackChunkName: "page-stateNews" */ './features/lists/StateNewsPage').then((m) => ({
    default: m.StateNewsPage,
  })),
);
const ArticlePage = lazy(() =>
  import(/* webpackChunkName: "page-article~stateArticle" */ './features/article/ArticlePage').then((m) => ({
    default: m.ArticlePage,
  })),
);
const AuthorPage = lazy(() =>
  import(/* webpackChunkName: "page-author" */ './features/author/AuthorPage').then((m) => ({ default: m.AuthorPage })),
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
};
