import { type InferType, number, object, string } from 'yup';
import { ARTICLE_STATUSES, type ArticleStatus } from '../contracts/newsroom';
import {
  anyValue,
  changeOf,
  freeText,
  istMinute,
  MAX_ROW_ID,
  rowId,
  strictObject,
  text,
  yesNo,
} from './newsroomFields';
import { NEWSROOM_FIELD_MESSAGES as M } from './newsroomMessages';

export const MAX_TITLE_LENGTH = 200;
export const MAX_SLUG_LENGTH = 120;
/** Lower-case Latin letters and digits in words joined by single hyphens. */
export const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Characters of a body after cleaning; the longest seed article is a small fraction of it. */
export const MAX_BODY_LENGTH = 300_000;
/** The category of state news: only it has a state. */
export const STATE_CATEGORY = 'state';

const asText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A category, state or trending sub-category's code; whether it exists the server looks up. */
const code = (messages: { required?: string; length?: string } = {}) => text(1, 100, messages);
/** A code that may be none ('' or null). */
const optionalCode = () =>
  code({ length: M.textInvalid })
    .transform((value, original) => (original === '' || original === null ? null : value))
    .nullable()
    .optional();

/** A photo's address: one of the site's uploads (/uploads/…) or an https:// address; '' for none. */
export const photoPath = () =>
  freeText(500, { length: M.photoInvalid }).test('photo', M.photoInvalid, (value) => {
    if (!value) return true;
    const local = /^\/uploads\/[^\s"'<>\\]+$/.test(value);
    const remote = /^https:\/\/[^\s"'<>\\]+$/.test(value) && URL.canParse(value);
    return local || remote;
  });

const fields = {
  title: text(1, MAX_TITLE_LENGTH, {
    required: M.titleRequired,
    invalid: M.titleRequired,
    length: M.titleLong(MAX_TITLE_LENGTH),
  }),
  slug: anyValue<string>()
    .transform((value) => (typeof value === 'string' ? value.trim().toLowerCase() : ''))
    .test({
      name: 'slug',
      message: M.slugInvalid,
      skipAbsent: true,
      test: (value) => value === undefined || (SLUG_SHAPE.test(value) && value.length <= MAX_SLUG_LENGTH),
    }),
  /** A category's c_code (`state` for state news). */
  category: code({ required: M.categoryRequired, length: M.categoryRequired }),
  state: optionalCode(),
  subtype: optionalCode(),
  reporterId: rowId(M.reporterRequired),
  photo: photoPath(),
  /** The HTML as the editor wrote it; the server cleans it with the article page's allow-list. */
  body: anyValue<string>()
    .transform(asText)
    .test({
      name: 'body',
      message: M.bodyInvalid(MAX_BODY_LENGTH),
      test: (value) => value === undefined || value.length <= MAX_BODY_LENGTH * 4,
    }),
};

/**
 * A new article: title, category and reporter required, the state too for state news; the slug is
 * made from the title when none is sent.
 */
export const articleSchema = strictObject(fields).test('state', M.stateRequired, function stateOfStateNews(value) {
  const needsState = value?.category === STATE_CATEGORY && !value.state;
  return needsState ? this.createError({ path: 'state', message: M.stateRequired }) : true;
});

/** A change of an article: any of the fields, at least one. */
export const articleChangeSchema = changeOf(fields);

/** Publishing: now, or at `at` (India time; a moment still to come schedules it); `push`: notify followers. */
export const publishSchema = strictObject({ at: istMinute(), push: yesNo().optional() });

const queryText = (max: number) =>
  string()
    .transform((value, original) => (original === '' ? undefined : typeof original === 'string' ? value : 0))
    .typeError(M.textInvalid)
    .max(max, M.textInvalid)
    .test('no-nul', M.textInvalid, (value) => value === undefined || !value.includes('\u0000'))
    .transform((value) => (typeof value === 'string' ? value.trim() || undefined : value));

/** A whole number in a query string (`?before=12`); '' is none. */
export const queryNumber = (message: string, min: number, max = MAX_ROW_ID) =>
  number()
    .transform((_value, original) =>
      original === ''
        ? undefined
        : typeof original === 'string' && /^\d{1,10}$/.test(original)
          ? Number(original)
          : NaN,
    )
    .typeError(message)
    .min(min, message)
    .max(max, message);

/** `?before=<id>&limit=<1–200>` (default 50) of every paged newsroom list. */
export const pagingFields = {
  before: queryNumber(M.beforeInvalid, 0),
  limit: queryNumber(M.limitInvalid, 1, 200).default(50),
};

/** The article list's filters: `?q=&status=&category=&state=&reporter=&before=&limit=`. */
export const articleListQuerySchema = object({
  q: queryText(200),
  status: string()
    .transform((value, original) => (original === '' ? undefined : value))
    .oneOf([...ARTICLE_STATUSES] as ArticleStatus[], M.statusInvalid),
  category: queryText(100),
  state: queryText(100),
  reporter: queryNumber(M.reporterUnknown, 1),
  ...pagingFields,
});

/** A checked article or change: any of its fields. */
export type ArticleChange = InferType<typeof articleChangeSchema>;
/** The article list's checked filters. */
export type ArticleListQuery = InferType<typeof articleListQuerySchema>;
