import {
  isStaffEmail,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  normalizeEmail,
  passwordLength,
} from '@janmat/shared/validation';
import { cleanText } from '../../core/http/cleanText';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import { STAFF_ROLES, type StaffRole } from '../staff/staffStore';

/**
 * Newsroom bodies are checked here rather than by JSON schema, so that every field error reaches
 * staff in Hindi (the schema validator and the shared body checks answer in English).
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

type Body = Record<string, unknown>;

const asBody = (body: unknown): Body =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};

function result<T>(value: T, errors: Record<string, string>): Checked<T> {
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}

function unknownFields(body: Body, allowed: readonly string[], errors: Record<string, string>): void {
  for (const field of Object.keys(body)) if (!allowed.includes(field)) errors[field] = M.unknownField;
}

function email(value: unknown, errors: Record<string, string>): string {
  if (typeof value !== 'string' || value.trim() === '') {
    errors.email = M.emailRequired;
    return '';
  }
  const normalized = normalizeEmail(value);
  if (!isStaffEmail(normalized)) errors.email = M.emailInvalid;
  return normalized;
}

/** Bidi controls removed (cleanText); 2–100 visible characters, no NUL (PostgreSQL text cannot hold it). */
function name(value: unknown, errors: Record<string, string>): string {
  const cleaned = typeof value === 'string' ? cleanText(value).trim() : '';
  if (cleaned === '') errors.name = M.nameRequired;
  else if ([...cleaned].length < 2 || [...cleaned].length > 100 || cleaned.includes('\u0000')) {
    errors.name = M.nameInvalid;
  }
  return cleaned;
}

function role(value: unknown, errors: Record<string, string>): StaffRole {
  if (!STAFF_ROLES.includes(value as StaffRole)) errors.role = M.roleInvalid;
  return value as StaffRole;
}

/** A new password: not trimmed (spaces are characters too), 12–200 characters. */
function newPassword(value: unknown, errors: Record<string, string>): string {
  if (typeof value !== 'string' || value === '') {
    errors.password = M.passwordRequired;
    return '';
  }
  const length = passwordLength(value);
  if (length < MIN_PASSWORD_LENGTH) errors.password = M.passwordShort(MIN_PASSWORD_LENGTH);
  else if (length > MAX_PASSWORD_LENGTH) errors.password = M.passwordLong(MAX_PASSWORD_LENGTH);
  return value;
}

export interface SigninInput {
  email: string;
  password: string;
}

/** Only presence and size: a wrong e-mail or password is the ordinary 401, not a 400. */
export function signinInput(raw: unknown): Checked<SigninInput> {
  const body = asBody(raw);
  const errors: Record<string, string> = {};
  const given = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
  if (given === '') errors.email = M.emailRequired;
  else if (given.length > 1000) errors.email = M.emailInvalid;
  const password = typeof body.password === 'string' ? body.password : '';
  if (password === '') errors.password = M.passwordRequired;
  else if (passwordLength(password) > 1000) errors.password = M.passwordLong(MAX_PASSWORD_LENGTH);
  return result({ email: given, password }, errors);
}

export interface NewStaffInput {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

export function newStaffInput(raw: unknown): Checked<NewStaffInput> {
  const body = asBody(raw);
  const errors: Record<string, string> = {};
  unknownFields(body, ['email', 'name', 'role', 'password'], errors);
  const value = {
    email: email(body.email, errors),
    name: name(body.name, errors),
    role: role(body.role, errors),
    password: newPassword(body.password, errors),
  };
  return result(value, errors);
}

export interface StaffChange {
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
  /** A new password set by an admin (a reset). */
  password?: string;
}

export function staffChangeInput(raw: unknown): Checked<StaffChange> {
  const body = asBody(raw);
  const errors: Record<string, string> = {};
  unknownFields(body, ['name', 'role', 'disabled', 'password'], errors);
  const change: StaffChange = {};
  if ('name' in body) change.name = name(body.name, errors);
  if ('role' in body) change.role = role(body.role, errors);
  if ('disabled' in body) {
    if (typeof body.disabled === 'boolean') change.disabled = body.disabled;
    else errors.disabled = M.disabledInvalid;
  }
  if ('password' in body) change.password = newPassword(body.password, errors);
  if (Object.keys(body).length === 0) errors._ = M.nothingToChange;
  return result(change, errors);
}

export interface AuditQuery {
  before: number | undefined;
  limit: number;
}

const WHOLE = /^\d{1,10}$/;

/** `?before=<id>&limit=<1–200>` (default 50). */
export function auditQuery(raw: unknown): Checked<AuditQuery> {
  const query = asBody(raw);
  const errors: Record<string, string> = {};
  let before: number | undefined;
  let limit = 50;
  if (query.before !== undefined) {
    // Above the id columns' range the database would refuse the query: a 400, not a 500.
    if (typeof query.before === 'string' && WHOLE.test(query.before) && Number(query.before) <= 2_147_483_647) {
      before = Number(query.before);
    } else errors.before = M.beforeInvalid;
  }
  if (query.limit !== undefined) {
    const n = typeof query.limit === 'string' && WHOLE.test(query.limit) ? Number(query.limit) : 0;
    if (n >= 1 && n <= 200) limit = n;
    else errors.limit = M.limitInvalid;
  }
  return result({ before, limit }, errors);
}
