import type { SectionModule } from '@janmat/shared';
import { lazy } from 'react';

// Each page is its own chunk: a reader opening an article never downloads the home page's code.
const HomePage = lazy(() => import('./features/home/HomePage').then((m) => ({ default: m.HomePage })));
const NewsIndexPage = lazy(() => import('./features/lists/NewsIndexPage').then((m) => ({ default: m.NewsIndexPage })));
const CategoryListPage = lazy(() =>
  import('./features/lists/CategoryListPage').then((m) => ({ default: m.CategoryListPage })),
);
const TrendingPage = lazy(() => import('./features/lists/TrendingPage').then((m) => ({ default: m.TrendingPage })));
const StateNewsPage = lazy(() => import('./features/lists/StateNewsPage').then((m) => ({ default: m.StateNewsPage })));
const ArticlePage = lazy(() => import('./features/article/ArticlePage').then((m) => ({ default: m.ArticlePage })));
const AuthorPage = lazy(() => import('./features/author/AuthorPage').then((m) => ({ default: m.AuthorPage })));

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
