/**
 * A live page (लाइव): an article whose newsroom posts timestamped updates, read by its page and
 * polled every 10 s by open pages through `/api/live/<articleId>?after=<updateId>`.
 */

/** One update as readers get it. */
export interface LiveUpdate {
  id: number;
  /** Sanitized HTML (the article body's allow-list). */
  body: string;
  /** One of the site's uploads or an https:// address; '' for none. */
  photo: string;
  /** Shown first, above the stream. */
  pinned: boolean;
  /** A key event: marked in the stream. */
  keyEvent: boolean;
  /** ISO 8601 moments. */
  postedAt: string;
  updatedAt: string;
}

/** Updates on one page: the latest 20 (or those before `?before=`), or all after `?after=`. */
export const LIVE_PAGE_SIZE = 20;
/** At most this many updates after `?after=` (a reader far behind is told the count and reloads). */
export const LIVE_AFTER_LIMIT = 50;
/** How often an open live page (and a poll's counts) asks again. */
export const LIVE_POLL_MS = 10_000;

/**
 * `GET /api/live/<articleId>` (public, cacheable): `?after=<id>` the updates newer than `id`;
 * `?before=<id>` the page of older ones; neither, the latest page.
 */
export interface LiveFeed {
  /** Newest first. */
  data: LiveUpdate[];
  /** The cursor of the next (older) page to pass as `?before=`; null on the last (and for `?after=`). */
  next: number | null;
  /** The newest update's id (0 when none): the next poll's `after`. */
  latest: number;
  /** Updates newer than `?after=` (may be more than `data` holds); 0 otherwise. */
  newer: number;
  /** Whether the article is still live: a page stops polling when it is not. */
  live: boolean;
  /** The pinned updates, newest first (on every page of the feed). */
  pinned: LiveUpdate[];
  /**
   * What the updates up to `?after=` (else up to `latest`) are now: it changes when one of them is
   * corrected or deleted, so an open page can offer to show them as they are.
   */
  edition: string;
}

/** The newsroom's view of an update: the reader's, with who posted it and its version. */
export interface NewsroomLiveUpdate extends LiveUpdate {
  articleId: number;
  /** Grows by one with every correction; `If-Match` of a correction. */
  version: number;
  /** The staff member who posted it (null when that account is gone). */
  postedBy: string | null;
}

/** An article's live state in the newsroom. */
export interface LiveArticle {
  articleId: number;
  name: string;
  type: string;
  url: string;
  live: boolean;
}
