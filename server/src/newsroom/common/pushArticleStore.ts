import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { news } from '../../core/db/schema';

/** What a push about an article needs: its texts, address, topics, photo and whether readers see it. */
export async function articleBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      name: news.name,
      type: news.type,
      url: news.url,
      state: news.state,
      photo: news.photo,
      des: news.des,
      status: news.status,
      publish_at: news.publish_at,
    })
    .from(news)
    .where(eq(news.url, slug))
    .limit(1);
  return row;
}
