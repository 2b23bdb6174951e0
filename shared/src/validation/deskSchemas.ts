import { type InferType, object } from 'yup';
import { pagingFields, photoPath } from './articleSchemas';
import { LIMITS } from './limits';
import { anyValue, changeOf, freeText, istMinute, nowOf, rowId, strictObject, text, yesNo } from './newsroomFields';
import { NEWSROOM_FIELD_MESSAGES as M } from './newsroomMessages';

/** The audit log's paging: `?before=<id>&limit=<1–200>`. */
export const auditQuerySchema = object(pagingFields);

/**
 * A desk list's query: paging, its yes/no filter (`flag`: `handled`, `hidden`, `closed`) and `q`
 * (words of a question); any other parameter is refused.
 */
export function deskListQuerySchema<Flag extends string>(flag: Flag) {
  const yesNoQuery = anyValue<boolean>()
    .transform((value, original) =>
      original === '' ? undefined : original === 'true' ? true : original === 'false' ? false : value,
    )
    .test({ name: 'yes-no', message: M.booleanInvalid, skipAbsent: true, test: (value) => typeof value === 'boolean' });
  const q = freeText(200).transform((value) => value || undefined);
  return strictObject({ ...pagingFields, q, [flag]: yesNoQuery } as typeof pagingFields & {
    q: typeof q;
  } & Record<Flag, typeof yesNoQuery>);
}

/** A ticker item's end (India time) must still be to come; '' or null: until removed. */
const expiresAt = () =>
  istMinute().test('future', M.expiryPast, function future(value) {
    const at = value ? Date.parse(`${value}:00+05:30`) : undefined;
    return at === undefined || at > nowOf(this.options.context).getTime();
  });

const breakingFields = {
  name: text(2, 200),
  /** The linked article's slug (any status: the ticker shows it only while readers can see it). */
  url: text(1, 300),
  expiresAt: expiresAt(),
};

/** A new ticker item: headline, the article's slug, when it ends (none: until removed), and whether to push it. */
export const breakingSchema = strictObject({ ...breakingFields, push: yesNo().optional() });
export const breakingChangeSchema = changeOf(breakingFields);

/** The ticker's new order: every item's id once (the server checks they are exactly its items). */
export const breakingOrderSchema = strictObject({
  ids: anyValue<number[]>()
    .required(M.orderMismatch)
    .test(
      'ids',
      M.orderMismatch,
      (ids) =>
        Array.isArray(ids) && ids.every((id) => Number.isInteger(id) && id >= 1) && new Set(ids).size === ids.length,
    ),
});

const MIN_OPTIONS = 2;
const MAX_OPTIONS = 4;
const optionsMessage = M.pollOptionsInvalid(MIN_OPTIONS, MAX_OPTIONS, LIMITS.pollOptionMax);

const sitePollFields = {
  question: text(LIMITS.pollTitleMin, LIMITS.pollTitleMax),
  /** 2–4 options of 1–100 characters; every fault reads the one text under `options`. */
  options: anyValue<string[]>()
    .transform((value) =>
      Array.isArray(value) ? value.map((option) => (typeof option === 'string' ? option.trim() : option)) : value,
    )
    .required(optionsMessage)
    .test({
      name: 'options',
      message: optionsMessage,
      skipAbsent: true,
      test: (options) =>
        Array.isArray(options) &&
        options.length >= MIN_OPTIONS &&
        options.length <= MAX_OPTIONS &&
        options.every(
          (option) =>
            typeof option === 'string' &&
            option !== '' &&
            !option.includes('\u0000') &&
            [...option].length <= LIMITS.pollOptionMax,
        ),
    }),
  atHome: yesNo(),
  /** The article whose page shows the poll (spec: `news_id`); null for none. */
  newsId: rowId(M.articleIdUnknown).nullable(),
};

/** A new site poll: question and options (`atHome` false and no article unless given). */
export const sitePollSchema = strictObject({
  ...sitePollFields,
  atHome: yesNo().optional(),
  newsId: sitePollFields.newsId.optional(),
});
export const sitePollChangeSchema = changeOf(sitePollFields);

const authorFields = {
  name: text(2, 100),
  des: freeText(1000),
  /** The same addresses an article's photo may have (an upload or https://); '' until one is chosen. */
  photo: photoPath(),
  link1: webLink(),
  link2: webLink(),
};

/** An http(s) address readers follow from the site (an author's profile links); '' for none. */
function webLink() {
  return freeText(500).test(
    'link',
    M.linkInvalid,
    (value) => !value || (/^https?:\/\/[^\s"'<>\\]+$/i.test(value) && URL.canParse(value)),
  );
}

/** A new author (the other fields are '' when not given). */
export const authorSchema = strictObject(authorFields);
export const authorChangeSchema = changeOf(authorFields);

const REASON_MIN = 3;
const REASON_MAX = 500;
const reasonMessage = M.reasonRequired(REASON_MIN, REASON_MAX);

/** Why a visitor's poll is hidden or deleted; the audit log keeps it. */
export const reasonSchema = strictObject({
  reason: text(REASON_MIN, REASON_MAX, { required: reasonMessage, length: reasonMessage, invalid: reasonMessage }),
});

/** A contact message marked handled or not. */
export const contactMarkSchema = strictObject({ handled: yesNo() });

/** A checked ticker item or change (its end still India time, `YYYY-MM-DDTHH:mm`, or null). */
export type BreakingChange = InferType<typeof breakingChangeSchema>;
/** A checked site poll or change. */
export type SitePollChange = InferType<typeof sitePollChangeSchema>;
