/**
 * What the newsroom API (`/api/newsroom/*`, server/src/newsroom) answers, as this section reads it.
 * The desk's endpoints are listed in docs/newsroom-desk-api.md.
 */
export type StaffRole = 'admin' | 'editor' | 'reporter';

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

export interface StaffAccount extends StaffMember {
  disabled: boolean;
  locked_until: string | null;
  created_at: string;
}

export type ArticleStatus = 'draft' | 'submitted' | 'scheduled' | 'published' | 'unpublished';

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
  /** Readers have seen it: its address stays as it is. */
  wasPublic: boolean;
}

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
}

export interface ArticleFilters {
  q?: string;
  status?: ArticleStatus;
  category?: string;
  state?: string;
  reporter?: number;
  before?: number;
}

export interface ArticlePage {
  data: ArticleListItem[];
  /** Pass as `before` for the next page; null on the last one. */
  next: number | null;
}

/** One change of an article: when, by whom, which fields. */
export interface ArticleVersion {
  id: number;
  at: string;
  staff: { id: number; name: string } | null;
  changed: string[];
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

export interface AuditPage {
  data: AuditEntry[];
  next: number | null;
}

/** A refusal: a Hindi message and, for bad input, one message per field. */
export interface NewsroomError {
  message: string;
  errors?: Record<string, string>;
}
