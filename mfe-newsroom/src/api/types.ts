import type { ArticleStatus } from '@janmat/shared/contracts';

/**
 * What this section sends the newsroom API; what it answers is typed in `@janmat/shared/contracts`
 * (newsroom.ts), the same types the server's routes answer with.
 */

/** What an editor sends: every field optional on a change. */
export interface ArticleInput {
  title?: string;
  slug?: string;
  category?: string;
  state?: string | null;
  subtype?: string | null;
  reporterId?: number;
  photo?: string;
  body?: string;
}

export interface ArticleFilters {
  q?: string;
  status?: ArticleStatus;
  category?: string;
  state?: string;
  reporter?: number;
  before?: number;
}
