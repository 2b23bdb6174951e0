import type { Article } from '@janmat/shared/contracts';
import { type ArticleValues, valuesOf } from './articleForm';
import { FIELD_LABELS } from './fieldLabels';
import { STATUS_LABELS } from './statusLabels';

/** One field as the editor has it and as it is saved now. */
interface ConflictRow {
  field: string;
  label: string;
  mine: string;
  theirs: string;
}

/** The text of an article body, without its markup, as a side-by-side view shows it. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|h2|h3|li|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * What differs between the editor's text (`mine`) and the article as someone else saved it (`theirs`),
 * field by field, the body as plain text; and `changed`: the fields they changed since the version the
 * editor started from (`held`), status included.
 */
export function conflictRows(mine: ArticleValues, held: Article, theirs: Article) {
  const saved = valuesOf(theirs);
  const started = valuesOf(held);
  const keys = Object.keys(saved) as (keyof ArticleValues)[];
  const show = (key: keyof ArticleValues, value: string) => (key === 'body' ? plainText(value) : value);
  const rows: ConflictRow[] = keys
    .filter((key) => mine[key] !== saved[key])
    .map((key) => ({
      field: key,
      label: FIELD_LABELS[key] ?? key,
      mine: show(key, mine[key]),
      theirs: show(key, saved[key]),
    }));
  const changed = keys.filter((key) => started[key] !== saved[key]).map((key) => FIELD_LABELS[key] ?? key);
  if (held.status !== theirs.status) changed.push(`${FIELD_LABELS.status}: ${STATUS_LABELS[theirs.status]}`);
  return { rows, changed };
}
