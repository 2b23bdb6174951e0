import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { news } from '../core/db/schema';
import { spellingGroups } from './engine';
import type { IndexKeeper } from './indexer';
import { parseQuery } from './query';

/**
 * The newsroom's article search: a condition on `news` that holds for the articles, whatever their
 * status (drafts, submitted, scheduled and withdrawn ones too), whose search document has every word
 * of `text` as the readers' search reads it — its spelling variants, its Latin key, an alias, a close
 * spelling, and the last word also as the start of a word (staff type into the list's field).
 * Undefined when the text has no word the index knows. The index is brought up to date first, so an
 * article saved a moment ago is found.
 */
export async function staffArticleMatch(db: Db, index: IndexKeeper, text: string): Promise<SQL | undefined> {
  const query = parseQuery(text);
  if (query.words.length === 0) return undefined;
  await index.fresh();
  const groups = await spellingGroups(db, query, true);
  if (groups.length === 0) return undefined;
  const every = groups.map((group) => `(${group})`).join(' & ');
  return sql`${news.id} in (select d.article_id from search_documents d where d.vec @@ to_tsquery('hindi', ${every}))`;
}
