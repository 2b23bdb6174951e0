import {
  type ArticleChange,
  NEWSROOM_FIELD_MESSAGES as F,
  type FieldErrors,
  MAX_BODY_LENGTH,
} from '@janmat/shared/validation';
import { sanitizeArticle } from '../../content/sanitizeArticle';

/** What staff write of an article, checked (the server adds the rest: status, dates, author of the change). */
export type ArticleFields = ArticleChange;

/**
 * The fields with the body as stored: cleaned with the seed's allow-list (what the article page
 * shows, nothing that runs), and refused when still longer than the limit once cleaned.
 */
export function withCleanBody(
  fields: ArticleFields,
): { ok: true; value: ArticleFields } | { ok: false; errors: FieldErrors } {
  if (fields.body === undefined) return { ok: true, value: fields };
  const body = sanitizeArticle(fields.body.replaceAll('\u0000', ''));
  if (body.length > MAX_BODY_LENGTH) return { ok: false, errors: { body: F.bodyInvalid(MAX_BODY_LENGTH) } };
  return { ok: true, value: { ...fields, body } };
}
