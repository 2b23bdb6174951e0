import { boolean, mixed, number, type ObjectShape, object, string, ValidationError } from 'yup';
import { NEWSROOM_FIELD_MESSAGES as M } from './newsroomMessages';

/**
 * Building blocks of the newsroom's schemas (staffSchemas.ts, articleSchemas.ts, deskSchemas.ts).
 * The server validates request bodies with them and the newsroom's forms validate what they would
 * send, so a rule and its Hindi text exist once.
 */

/** The largest id the database's id columns hold. */
export const MAX_ROW_ID = 2_147_483_647;

/** Counted in characters, not UTF-16 units: a Hindi or emoji text is as long as it looks. */
const lengthOf = (text: string) => [...text].length;

/**
 * Text trimmed; any other value is left as it is, so the type check refuses it (yup would turn a
 * number or `true` into text).
 */
const trimmed = (value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : value);
const asGiven = (value: unknown, original: unknown) =>
  typeof original === 'string' || original === null || original === undefined ? value : original;

interface TextMessages {
  /** Absent or empty. */
  required?: string;
  /** Fewer than `min` or more than `max` characters. */
  length?: string;
  /** Not text, or text with NUL (which PostgreSQL text cannot hold). */
  invalid?: string;
}

/** Plain text, trimmed, not NUL (which PostgreSQL text cannot hold); a value that is not text is refused. */
const plainText = (invalid: string) =>
  string()
    .transform(trimmed)
    .transform(asGiven)
    .typeError(invalid)
    .test('no-nul', invalid, (value) => value == null || !value.includes('\u0000'));

const lengthWithin = (min: number, max: number) => (value: string | null | undefined) =>
  value == null || value === '' || (lengthOf(value) >= min && lengthOf(value) <= max);

/** Text of `min`–`max` characters (`min` ≥ 1), required. */
export function text(min: number, max: number, messages: TextMessages = {}) {
  return plainText(messages.invalid ?? M.textInvalid)
    .required(messages.required ?? M.fieldRequired)
    .test('length', messages.length ?? M.lengthBetween(min, max), lengthWithin(min, max));
}

/** Text of at most `max` characters that may be empty (null counts as empty). */
export function freeText(max: number, messages: Omit<TextMessages, 'required'> = {}) {
  return plainText(messages.invalid ?? M.textInvalid)
    .transform((value) => value ?? '')
    .test('length', messages.length ?? M.lengthBetween(0, max), lengthWithin(0, max));
}

/** A whole number the id columns hold, given as a JSON number; every fault reads `message`. */
export const rowId = (message: string) =>
  number().typeError(message).required(message).integer(message).min(1, message).max(MAX_ROW_ID, message);

/** `true` or `false`, given as JSON. */
export const yesNo = () =>
  boolean()
    .transform((value, original) => (typeof original === 'boolean' ? original : asGiven(value, original)))
    .typeError(M.booleanInvalid)
    .required(M.booleanInvalid);

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A time staff type, `YYYY-MM-DDTHH:mm`, read as India time (UTC+5:30 all year, no daylight saving);
 * undefined when it is no real minute (2026-02-30 or 25:00 are refused rather than rolled over).
 */
export function parseIstMinute(text: string): Date | undefined {
  const parts = LOCAL_MINUTE.exec(text);
  if (!parts) return undefined;
  const [, y, mo, d, h, mi] = parts.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined;
  if (back.getUTCHours() !== h || back.getUTCMinutes() !== mi) return undefined;
  return new Date(utc - INDIA_OFFSET_MS);
}

/** An India-time minute (`YYYY-MM-DDTHH:mm`); '' or null is none (null). */
export const istMinute = () =>
  string()
    .transform((value, original) => (original === '' || original === null ? null : asGiven(value, original)))
    .nullable()
    .typeError(M.atInvalid)
    .test('minute', M.atInvalid, (value) => value == null || parseIstMinute(value) !== undefined);

/** The moment to check "still to come" against: `context.now` when the caller gives one. */
export const nowOf = (context: { now?: Date } | undefined) => context?.now ?? new Date();

/** An object whose fields are the shape's only: each other field is refused by name. */
export function strictObject<S extends ObjectShape>(shape: S) {
  return object(shape).test('known-fields', function knownFields() {
    const given: unknown = this.originalValue;
    if (given === null || typeof given !== 'object') return true;
    const unknown = Object.keys(given).filter((field) => !(field in shape));
    if (unknown.length === 0) return true;
    return new ValidationError(unknown.map((field) => this.createError({ path: field, message: M.unknownField })));
  });
}

/** Any value, for a rule checked as a whole (`.test`), e.g. a list whose every fault has one text. */
export const anyValue = <T extends object | string | number | boolean>() => mixed<T>();

/** The body of a change: any of the shape's fields, at least one (`errors._` otherwise). */
export function changeOf<S extends ObjectShape>(shape: S) {
  return strictObject(shape)
    .partial()
    .test('something', M.nothingToChange, function something() {
      const given: unknown = this.originalValue;
      const empty = given === null || typeof given !== 'object' || Object.keys(given).length === 0;
      return empty ? this.createError({ path: '_', message: M.nothingToChange }) : true;
    });
}
