import { lazyPage } from '@janmat/shared';
import type { ComponentType } from 'react';
import type { NewsroomPage } from '../features/common/newsroomPaths';

const articleEditor = lazyPage(
  () => import(/* webpackChunkName: "newsroom-editor" */ '../features/articles/ArticleEditorPage'),
  'ArticleEditorPage',
);

/**
 * Each newsroom page in a chunk of its own: signing in downloads none of them, and the article
 * editor's rich-text code only comes with the editor.
 */
export const NEWSROOM_SCREENS: Partial<Record<NewsroomPage, ComponentType>> = {
  articles: lazyPage(
    () => import(/* webpackChunkName: "newsroom-articles" */ '../features/articles/ArticlesPage'),
    'ArticlesPage',
  ),
  newArticle: articleEditor,
  article: articleEditor,
  live: lazyPage(() => import(/* webpackChunkName: "newsroom-live" */ '../features/live/LiveDeskPage'), 'LiveDeskPage'),
  breaking: lazyPage(
    () => import(/* webpackChunkName: "newsroom-breaking" */ '../features/breaking/BreakingPage'),
    'BreakingPage',
  ),
  pushes: lazyPage(
    () => import(/* webpackChunkName: "newsroom-pushes" */ '../features/push/PushLogPage'),
    'PushLogPage',
  ),
  sitePolls: lazyPage(
    () => import(/* webpackChunkName: "newsroom-site-polls" */ '../features/site-polls/SitePollsPage'),
    'SitePollsPage',
  ),
  authors: lazyPage(
    () => import(/* webpackChunkName: "newsroom-authors" */ '../features/authors/AuthorsPage'),
    'AuthorsPage',
  ),
  aliases: lazyPage(
    () => import(/* webpackChunkName: "newsroom-aliases" */ '../features/aliases/AliasesPage'),
    'AliasesPage',
  ),
  visitorPolls: lazyPage(
    () => import(/* webpackChunkName: "newsroom-visitor-polls" */ '../features/visitor-polls/VisitorPollsPage'),
    'VisitorPollsPage',
  ),
  contacts: lazyPage(
    () => import(/* webpackChunkName: "newsroom-contacts" */ '../features/contacts/ContactsPage'),
    'ContactsPage',
  ),
  staff: lazyPage(() => import(/* webpackChunkName: "newsroom-staff" */ '../features/staff/StaffPage'), 'StaffPage'),
  audit: lazyPage(() => import(/* webpackChunkName: "newsroom-audit" */ '../features/audit/AuditPage'), 'AuditPage'),
  results: lazyPage(
    () => import(/* webpackChunkName: "newsroom-results" */ '../features/results/ResultsDeskPage'),
    'ResultsDeskPage',
  ),
  resultsElection: lazyPage(
    () => import(/* webpackChunkName: "newsroom-results" */ '../features/results/ElectionDeskPage'),
    'ElectionDeskPage',
  ),
  // The release page's charts come in a chunk of their own after it (features/releases/HealthChart).
  releases: lazyPage(
    () => import(/* webpackChunkName: "newsroom-releases" */ '../features/releases/ReleasesPage'),
    'ReleasesPage',
  ),
};
