import type { PushTopic } from '@janmat/shared/contracts';
import { asc, ne } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { categories, states } from '../core/db/schema';
import { PUSH_MESSAGES as M } from './pushMessages';

export const BREAKING_TOPIC = 'breaking';

/** The category that lists the state news: its states are the topics, not itself. */
const STATE_LIST_CATEGORY = 'state';

/**
 * The topics a reader may follow, «ब्रेकिंग» first, then each category and each state (by the codes
 * the route table's addresses use), with their Hindi names.
 */
export async function pushTopics(db: Db): Promise<PushTopic[]> {
  const [categoryRows, stateRows] = await Promise.all([
    db
      .select({ id: categories.c_code, label: categories.name })
      .from(categories)
      .where(ne(categories.c_code, STATE_LIST_CATEGORY))
      .orderBy(asc(categories.id)),
    db.select({ id: states.code, label: states.name }).from(states).orderBy(asc(states.id)),
  ]);
  const seen = new Set([BREAKING_TOPIC]);
  const topics: PushTopic[] = [{ id: BREAKING_TOPIC, label: M.breakingTitle }];
  for (const topic of [...categoryRows, ...stateRows]) {
    if (seen.has(topic.id)) continue;
    seen.add(topic.id);
    topics.push(topic);
  }
  return topics;
}

/** An article's topics: its category (state news: its state instead of the list of states). */
export function articleTopics(article: { type: string; state: string | null }): string[] {
  const topics = article.state ? [article.state] : [];
  if (article.type !== 'states' && article.type !== STATE_LIST_CATEGORY) topics.push(article.type);
  return topics;
}
