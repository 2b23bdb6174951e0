import { and, eq, gt, inArray } from 'drizzle-orm';
import { articlePlaceKeys, CHROME_KEY } from '../../api/edgeKeys';
import type { Db } from '../../core/db/client';
import { breaking, news, popular } from '../../core/db/schema';
import { MISSING_KEY } from '../../core/edgeKeys';
import type { PurgeMoment } from '../../core/purgeMoments';

type Reader = Pick<Db, 'select'>;

/** Which of `urls` the ticker or the popular list links to (they show such links only while the article is public). */
async function linkedUrls(db: Reader, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const [ticker, links] = await Promise.all([
    db.select({ url: breaking.url }).from(breaking).where(inArray(breaking.url, urls)),
    db.select({ url: popular.url }).from(popular).where(inArray(popular.url, urls)),
  ]);
  return new Set([...ticker, ...links].map((row) => row.url));
}

/** Whether the chrome every page shows links to one of `urls`. */
export async function linkedFromChrome(db: Reader, urls: string[]): Promise<boolean> {
  return (await linkedUrls(db, urls)).size > 0;
}

/**
 * The coming moments when scheduled articles appear, with what each changes: the article's lists,
 * its address (it answered "not found" until then), the ticker's or popular list's link to it.
 */
export async function scheduledArticleMoments(db: Db, now: Date = new Date()): Promise<PurgeMoment[]> {
  const articles = await db
    .select({
      id: news.id,
      url: news.url,
      type: news.type,
      state: news.state,
      subtype: news.subtype,
      reporter: news.reporter,
      at: news.publish_at,
    })
    .from(news)
    .where(and(eq(news.status, 'scheduled'), gt(news.publish_at, now)));
  const linked = await linkedUrls(
    db,
    articles.map((row) => row.url),
  );
  return articles.flatMap(({ at, ...row }) =>
    at
      ? [
          {
            at: at.getTime(),
            keys: [...articlePlaceKeys(row), MISSING_KEY, ...(linked.has(row.url) ? [CHROME_KEY] : [])],
          },
        ]
      : [],
  );
}
