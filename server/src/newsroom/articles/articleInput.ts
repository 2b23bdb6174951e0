import { sanitizeArticle } from '../../content/sanitizeArticle';
import { cleanText } from '../../core/http/cleanText';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import type { Checked } from '../common/input';
import { parseIstMinute } from '../common/ist';
import { ARTICLE_STATUSES, type ArticleStatus } from './articleStore';
import { MAX_SLUG_LENGTH, SLUG_SHAPE } from './slug';

const MAX_TITLE_LENGTH = 200;
/** Characters of a body after cleaning; the longest seed article is a small fraction of it. */
const MAX_BODY_LENGTH = 300_000;

type Body = Record<string, unknown>;
type Errors = Record<string, string>;

const asBody = (body: unknown): Body =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};

function result<T>(value: T, errors: Errors): Checked<T> {
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}

/** What staff write of an article; the server adds the rest (status, dates, author of the change). */
export interface ArticleFields {
  title?: string;
  slug?: string;
  /** A category's c_code (`state` for state news). */
  category?: string;
  state?: string | null;
  subtype?: string | null;
  reporterId?: number;
  photo?: string;
  /** Already cleaned with the seed's allow-list. */
  body?: string;
}

const FIELDS = ['title', 'slug', 'category', 'state', 'subtype', 'reporterId', 'photo', 'body'] as const;

function plain(value: unknown, field: string, errors: Errors): string | undefined {
  if (typeof value !== 'string' || value.includes('\u0000')) {
    errors[field] = M.textInvalid;
    return undefined;
  }
  return cleanText(value).trim();
}

function title(value: unknown, errors: Errors): string | undefined {
  const text = typeof value === 'string' ? plain(value, 'title', errors) : undefined;
  if (!text) errors.title = M.titleRequired;
  else if ([...text].length > MAX_TITLE_LENGTH) errors.title = M.titleLong(MAX_TITLE_LENGTH);
  return text;
}

/** A code (category, state, trending sub-category); whether it exists is checked against the tables. */
function code(value: unknown, field: string, errors: Errors, optional: boolean): string | null | undefined {
  if (optional && (value === null || value === '')) return null;
  const text = plain(value, field, errors);
  if (text === undefined) return undefined;
  if (text === '' || text.length > 100) errors[field] = field === 'category' ? M.categoryRequired : M.textInvalid;
  return text;
}

/** A photo's address: one of the site's uploads (/uploads/…) or an https:// address; '' for none. */
export function photoField(value: unknown, errors: Errors): string | undefined {
  const text = plain(value, 'photo', errors);
  if (text === undefined || text === '') return text;
  const local = /^\/uploads\/[^\s"'<>\\]+$/.test(text);
  const remote = /^https:\/\/[^\s"'<>\\]+$/.test(text) && URL.canParse(text);
  if (!(local || remote) || text.length > 500) errors.photo = M.photoInvalid;
  return text;
}

function body(value: unknown, errors: Errors): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_BODY_LENGTH * 4) {
    errors.body = M.bodyInvalid(MAX_BODY_LENGTH);
    return undefined;
  }
  // The same allow-list as the seed: what the article page shows, nothing that runs.
  const clean = sanitizeArticle(value.replaceAll('\u0000', ''));
  if (clean.length > MAX_BODY_LENGTH) errors.body = M.bodyInvalid(MAX_BODY_LENGTH);
  return clean;
}

/**
 * A new article (`creating`: title, category and reporter required) or a change to one (any of the
 * fields, at least one). Field errors are Hindi, keyed by field.
 */
export function articleInput(raw: unknown, creating: boolean): Checked<ArticleFields> {
  const input = asBody(raw);
  const errors: Errors = {};
  for (const field of Object.keys(input))
    if (!(FIELDS as readonly string[]).includes(field)) errors[field] = M.unknownField;
  const fields: ArticleFields = {};
  const given = (field: string) => field in input && input[field] !== undefined;
  if (creating || given('title')) fields.title = title(input.title, errors);
  if (given('slug')) {
    const slug = typeof input.slug === 'string' ? input.slug.trim().toLowerCase() : '';
    if (!SLUG_SHAPE.test(slug) || slug.length > MAX_SLUG_LENGTH) errors.slug = M.slugInvalid;
    fields.slug = slug;
  }
  if (creating || given('category')) {
    const value = code(input.category ?? '', 'category', errors, false);
    if (value !== null) fields.category = value;
  }
  if (given('state')) fields.state = code(input.state, 'state', errors, true);
  if (given('subtype')) fields.subtype = code(input.subtype, 'subtype', errors, true);
  if (creating || given('reporterId')) {
    const id = input.reporterId;
    if (typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647) fields.reporterId = id;
    else errors.reporterId = M.reporterRequired;
  }
  if (given('photo')) fields.photo = photoField(input.photo, errors);
  if (given('body')) fields.body = body(input.body, errors);
  if (!creating && Object.keys(input).length === 0) errors._ = M.nothingToChange;
  return result(fields, errors);
}

export interface PublishInput {
  /** The moment asked for (`at`, Asia/Kolkata), or undefined for now. */
  at: Date | undefined;
}

export function publishInput(raw: unknown): Checked<PublishInput> {
  const input = asBody(raw);
  const errors: Errors = {};
  for (const field of Object.keys(input)) if (field !== 'at') errors[field] = M.unknownField;
  let at: Date | undefined;
  if (input.at !== undefined && input.at !== null && input.at !== '') {
    at = typeof input.at === 'string' ? parseIstMinute(input.at) : undefined;
    if (!at) errors.at = M.atInvalid;
  }
  return result({ at }, errors);
}

export interface ArticleListQuery {
  q: string | undefined;
  status: ArticleStatus | undefined;
  category: string | undefined;
  state: string | undefined;
  reporter: number | undefined;
  before: number | undefined;
  limit: number;
}

const WHOLE = /^\d{1,10}$/;

/** `?q=&status=&category=&state=&reporter=&before=&limit=` (limit 1–200, default 50). */
export function articleListQuery(raw: unknown): Checked<ArticleListQuery> {
  const query = asBody(raw);
  const errors: Errors = {};
  const text = (field: string, max: number) => {
    const value = query[field];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || value.length > max || value.includes('\u0000')) {
      errors[field] = M.textInvalid;
      return undefined;
    }
    return cleanText(value).trim() || undefined;
  };
  const whole = (field: string, message: string) => {
    const value = query[field];
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string' && WHOLE.test(value) && Number(value) <= 2_147_483_647) return Number(value);
    errors[field] = message;
    return undefined;
  };
  const status = text('status', 20);
  if (status !== undefined && !ARTICLE_STATUSES.includes(status as ArticleStatus)) errors.status = M.statusInvalid;
  const limit = whole('limit', M.limitInvalid) ?? 50;
  if (limit < 1 || limit > 200) errors.limit = M.limitInvalid;
  const value: ArticleListQuery = {
    q: text('q', 200),
    status: status as ArticleStatus | undefined,
    category: text('category', 100),
    state: text('state', 100),
    reporter: whole('reporter', M.reporterUnknown),
    before: whole('before', M.beforeInvalid),
    limit,
  };
  return result(value, errors);
}
