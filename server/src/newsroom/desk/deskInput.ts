import { cleanText } from '../../core/http/cleanText';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import { auditQuery, type Checked } from '../common/input';
import { parseIstMinute } from '../common/ist';

/**
 * Input helpers of the desk's routes (breaking news, site polls, authors, moderation, contact inbox).
 * Like input.ts, bodies are checked here rather than by JSON schema so every field error is Hindi.
 */
type Body = Record<string, unknown>;
export type Errors = Record<string, string>;

const asBody = (body: unknown): Body =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};

export function checked<T>(value: T, errors: Errors): Checked<T> {
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}

/**
 * The body's fields, refusing any not in `allowed`; a change (`creating` false) must carry at least one.
 * `given(field)` says whether a field was sent (undefined counts as not sent).
 */
export function fieldsOf(raw: unknown, allowed: readonly string[], creating: boolean, errors: Errors) {
  const body = asBody(raw);
  for (const field of Object.keys(body)) if (!allowed.includes(field)) errors[field] = M.unknownField;
  if (!creating && Object.keys(body).length === 0) errors._ = M.nothingToChange;
  const given = (field: string) => creating || (field in body && body[field] !== undefined);
  return { body, given };
}

/** Plain text (bidi controls removed, trimmed, no NUL) of `min`–`max` characters; '' allowed when `min` is 0. */
export function textField(value: unknown, field: string, errors: Errors, min: number, max: number): string {
  if (typeof value !== 'string' || value.includes('\u0000')) {
    errors[field] = value === undefined || value === null ? M.fieldRequired : M.textInvalid;
    return '';
  }
  const text = cleanText(value).trim();
  const length = [...text].length;
  if (text === '' && min > 0) errors[field] = M.fieldRequired;
  else if (length < min || length > max) errors[field] = M.lengthBetween(min, max);
  return text;
}

/** An http(s) address readers follow from the site (an author's profile links); '' for none. */
export function linkField(value: unknown, field: string, errors: Errors): string {
  const text = textField(value ?? '', field, errors, 0, 500);
  if (text === '' || errors[field]) return text;
  const ok = /^https?:\/\/[^\s"'<>\\]+$/i.test(text) && URL.canParse(text);
  if (!ok) errors[field] = M.linkInvalid;
  return text;
}

export function booleanField(value: unknown, field: string, errors: Errors): boolean {
  if (typeof value !== 'boolean') errors[field] = M.booleanInvalid;
  return value === true;
}

/** A row id in a body (an article's, a breaking item's): a whole number the id columns can hold. */
export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
}

/**
 * A moment staff type in Asia/Kolkata (`YYYY-MM-DDTHH:mm`, like an article's publish time), which must
 * still be to come; null, '' or absent is "never".
 */
export function futureMoment(value: unknown, field: string, errors: Errors, now: Date): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const at = typeof value === 'string' ? parseIstMinute(value) : undefined;
  if (!at) errors[field] = M.atInvalid;
  else if (at.getTime() <= now.getTime()) errors[field] = M.expiryPast;
  return at ?? null;
}

const REASON_MIN = 3;
const REASON_MAX = 500;

/** `{ reason }`: why a visitor poll is hidden or deleted; the audit log keeps it. */
export function reasonInput(raw: unknown): Checked<{ reason: string }> {
  const errors: Errors = {};
  const { body } = fieldsOf(raw, ['reason'], true, errors);
  const reason = textField(body.reason, 'reason', errors, REASON_MIN, REASON_MAX);
  if (errors.reason) errors.reason = M.reasonRequired(REASON_MIN, REASON_MAX);
  return checked({ reason }, errors);
}

export interface DeskListQuery {
  before: number | undefined;
  limit: number;
  /** The yes/no filter the list has (`handled`, `hidden`), when given. */
  flag: boolean | undefined;
  q: string | undefined;
}

/** `?before=<cursor>&limit=<1–200>` like the audit log, plus the list's yes/no filter and `q` (search). */
export function deskListQuery(raw: unknown, flagName: string): Checked<DeskListQuery> {
  const query = asBody(raw);
  const paging = auditQuery({ before: query.before, limit: query.limit });
  const errors: Errors = paging.ok ? {} : { ...paging.errors };
  const rawFlag = query[flagName];
  let flag: boolean | undefined;
  if (rawFlag === 'true' || rawFlag === 'false') flag = rawFlag === 'true';
  else if (rawFlag !== undefined && rawFlag !== '') errors[flagName] = M.booleanInvalid;
  let q: string | undefined;
  if (query.q !== undefined && query.q !== '') {
    q = typeof query.q === 'string' && query.q.length <= 200 ? cleanText(query.q).trim() || undefined : undefined;
    if (q === undefined) errors.q = M.textInvalid;
  }
  for (const field of Object.keys(query)) {
    if (!['before', 'limit', 'q', flagName].includes(field)) errors[field] = M.unknownField;
  }
  if (!paging.ok) return { ok: false, errors };
  return checked({ ...paging.value, flag, q }, errors);
}
