import type { StaffRole } from '@janmat/shared/contracts';
import type { NewsroomPage } from '../features/common/newsroomPaths';

/** Who may open each page (the server checks every call again; this only hides what would be refused). */
const PAGE_ROLES: Record<NewsroomPage, readonly StaffRole[]> = {
  articles: ['admin', 'editor', 'reporter'],
  newArticle: ['admin', 'editor', 'reporter'],
  article: ['admin', 'editor', 'reporter'],
  live: ['admin', 'editor'],
  breaking: ['admin', 'editor'],
  pushes: ['admin', 'editor'],
  sitePolls: ['admin', 'editor'],
  authors: ['admin', 'editor'],
  aliases: ['admin', 'editor'],
  visitorPolls: ['admin', 'editor'],
  contacts: ['admin', 'editor'],
  staff: ['admin'],
  audit: ['admin'],
  releases: ['admin'],
  results: ['admin', 'editor'],
  resultsElection: ['admin', 'editor'],
};

export const mayOpen = (role: StaffRole, page: NewsroomPage) => PAGE_ROLES[page].includes(role);
