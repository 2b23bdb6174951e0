import type { InferType } from 'yup';
import { pagingFields, photoPath } from './articleSchemas';
import { anyValue, changeOf, strictObject, yesNo } from './newsroomFields';

/** Characters of an update's text after cleaning: a few paragraphs, not an article. */
export const MAX_LIVE_UPDATE_LENGTH = 20_000;

/** The live desk's rules in Hindi: the same under the form's field and in the server's 400 answer. */
export const LIVE_FIELD_MESSAGES = {
  bodyRequired: 'अपडेट में कुछ लिखना ज़रूरी है।',
  bodyInvalid: (max: number) => `अपडेट टेक्स्ट होना चाहिए और ${max} अक्षरों से लंबा नहीं हो सकता।`,
} as const;

const liveFields = {
  /** The HTML as the editor wrote it; the server cleans it with the article body's allow-list. */
  body: anyValue<string>()
    .test({
      name: 'body',
      message: LIVE_FIELD_MESSAGES.bodyInvalid(MAX_LIVE_UPDATE_LENGTH),
      // Before cleaning the markup may be longer than the text it leaves (the server checks again after).
      test: (value) => value === undefined || (typeof value === 'string' && value.length <= MAX_LIVE_UPDATE_LENGTH * 4),
    })
    .test({
      name: 'required',
      message: LIVE_FIELD_MESSAGES.bodyRequired,
      test: (value) => typeof value !== 'string' || value.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '',
    }),
  photo: photoPath(),
  pinned: yesNo(),
  keyEvent: yesNo(),
};

/** A new update: its text required; photo, pinned and key event optional (none, no, no). */
export const liveUpdateSchema = strictObject({
  ...liveFields,
  body: liveFields.body.required(LIVE_FIELD_MESSAGES.bodyRequired),
  pinned: liveFields.pinned.optional().default(false),
  keyEvent: liveFields.keyEvent.optional().default(false),
});

/** A correction of an update: any of its fields, at least one. */
export const liveUpdateChangeSchema = changeOf(liveFields);

/** Marking an article live, or ending its live page. */
export const liveStateSchema = strictObject({ live: yesNo() });

/** The newsroom's list of an article's updates: `?before=<id>&limit=<1–200>`. */
export const liveListQuerySchema = strictObject(pagingFields);

export type LiveUpdateChange = InferType<typeof liveUpdateChangeSchema>;
