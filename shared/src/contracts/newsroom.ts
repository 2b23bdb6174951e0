/**
 * What the newsroom API (`/api/newsroom/*`, server/src/newsroom) answers: the server's route handlers
 * are typed with these and the newsroom section (mfe-newsroom) reads them, so a change on one side that
 * the other does not follow fails `tsc`. The desk's endpoints are listed in docs/newsroom-desk-api.md.
 */
import type { Author } from './entities';
import type { PhotoFormat } from './photos';

export const STAFF_ROLES = ['admin', 'editor', 'reporter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ARTICLE_STATUSES = ['draft', 'submitted', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** One item: `{ data: item }`. */
export interface Item<T> {
  data: T;
}

/**
 * Every list of the newsroom API: newest first where paged, `next` the `?before=` of the next (older)
 * page, null on the last one (and always for the whole lists).
 */
export interface Page<T> {
  data: T[];
  next: number | null;
}

/** A refusal: a Hindi message and, for bad input, one Hindi message per field. */
export interface NewsroomError {
  message: string;
  errors?: Record<string, string>;
}

/** What a step that leaves nothing to show answers (sign-out, a deletion). */
export interface NewsroomNotice {
  message: string;
}

export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}

/** The signed-in staff member and the token every write carries in `x-csrf-token`. */
export interface StaffSession {
  staff: StaffMember;
  csrfToken: string;
}

/** A staff account as admins see it: never its password hash or failure count. */
export interface StaffAccount extends StaffMember {
  disabled: boolean;
  locked_until: string | null;
  created_at: string;
}

/** An article as the editor shows it; `body` is the sanitized HTML. */
export interface Article {
  id: number;
  title: string;
  slug: string;
  status: ArticleStatus;
  category: string;
  type: string;
  state: string | null;
  subtype: string | null;
  reporterId: number;
  photo: string;
  body: string;
  publishAt: string | null;
  updatedAt: string;
  createdBy: number | null;
  /** Readers have seen it: its address stays as it is (a changed one leaves a redirect). */
  wasPublic: boolean;
  /** Grows with every change; also the answer's `ETag`. Every change sends the one seen as `If-Match`. */
  version: number;
  /** Its writer changed it after sending it to the editors, and no editor has acted on it since. */
  changedSinceSubmit: boolean;
}

/**
 * A change refused with 409 because it was made to an older version (`If-Match`): someone else changed
 * the article meanwhile. `current` is the article as it is now (its `version` is the one to send next).
 */
export interface VersionConflict<T> extends NewsroomError {
  current: T;
}

export interface ArticleListItem {
  id: number;
  title: string;
  slug: string;
  status: ArticleStatus;
  category: string;
  state: string | null;
  subtype: string | null;
  reporter: { id: number; name: string } | null;
  updatedAt: string;
  publishAt: string | null;
  /** Changed by its writer after it was sent to the editors (the queue marks it). */
  changedSinceSubmit: boolean;
}

/** One change of an article: when, by whom, which fields. */
export interface ArticleVersion {
  id: number;
  at: string;
  staff: { id: number; name: string } | null;
  changed: string[];
}

/** A free address proposed for a title. */
export interface SlugProposal {
  slug: string;
}

export interface AuditEntry {
  id: number;
  staff_id: number | null;
  staff_name: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  detail: Record<string, unknown>;
  at: string;
}

/** One file of an uploaded photo. */
export interface PhotoRendition {
  path: string;
  width: number;
  height: number;
  format: PhotoFormat;
  bytes: number;
}

/** A stored photo: `photo` is the path an article or author keeps (its renditions are derived from it). */
export interface UploadedPhotoAnswer {
  photo: string;
  width: number;
  height: number;
  renditions: PhotoRendition[];
  /** The 1200×630 JPEG for link previews. */
  share: PhotoRendition;
}

/** An author as the newsroom edits one: what readers see, and its version (a change sends it as `If-Match`). */
export interface StaffAuthor extends Author {
  version: number;
}

/** A ticker item: it links to the article at slug `url`; `expired` once `expiresAt` has passed. */
export interface BreakingItem {
  id: number;
  name: string;
  type: string;
  url: string;
  position: number;
  /** ISO 8601 (UTC), or null: until removed. */
  expiresAt: string | null;
  expired: boolean;
  /** Grows with every change; a change sends the one seen as `If-Match`. */
  version: number;
}

/** What the newsroom shows of any poll: its options with their votes; never the creator's address. */
interface PollBasics {
  pollId: number;
  question: string;
  options: string[];
  votes: number[];
  totalVotes: number;
  /** The site's own `YYYY-MM-DD HH:mm:ss`. */
  createdAt: string;
}

/** One of the site's own polls. */
export interface SitePoll extends PollBasics {
  atHome: boolean;
  /** The article whose pages show the poll. */
  newsId: number | null;
  closed: boolean;
  /** ISO 8601 (UTC). */
  closedAt: string | null;
  /** Grows with every editor's change (votes leave it); a change sends the one seen as `If-Match`. */
  version: number;
}

/** A visitor's poll as moderators see it. */
export interface VisitorPoll extends PollBasics {
  hidden: boolean;
  /** ISO 8601 (UTC). */
  hiddenAt: string | null;
  hiddenReason: string | null;
}

/** A contact-form message, exactly as sent: plain text, never markup. The sender's address stays on the server. */
export interface InboxMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The visitor's own clock, the site's `YYYY-MM-DD HH:mm:ss`. */
  sentAt: string;
  /** The server's clock when it arrived, `YYYY-MM-DD HH:mm:ss`. */
  receivedAt: string;
  handled: boolean;
  handledAt: string | null;
  handledBy: { id: number; name: string } | null;
}

/**
 * A search alias: readers typing `term` (one word, folded as the search folds a query word: Latin in
 * lower case, Devanagari normalised) also find `expansion`, a Devanagari name or phrase.
 */
export interface SearchAlias {
  term: string;
  expansion: string;
}

/**
 * A search glossary entry: readers typing the English `term` (one to four words, lower case, one
 * space between) also find its Hindi forms, `hindi` (comma-separated, the usual first). An alias of
 * the same term wins.
 */
export interface SearchGlossaryEntry {
  term: string;
  hindi: string;
}
