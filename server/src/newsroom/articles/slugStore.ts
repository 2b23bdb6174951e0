import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { news, slugRedirects } from '../../core/db/schema';

/** Slugs taken by articles or kept as an old address, among `candidates`. */
async function takenSlugs(db: Pick<Db, 'select'>, base: string, ignoreArticle?: number): Promise<Set<string>> {
  const pattern = `${base.replace(/[\\%_]/g, '\\$&')}-%`;
  const [articles, redirects] = await Promise.all([
    db
      .select({ slug: news.url, id: news.id })
      .from(news)
      .where(or(eq(news.url, base), like(news.url, pattern))),
    db
      .select({ slug: slugRedirects.old_slug, id: slugRedirects.article_id })
      .from(slugRedirects)
      .where(or(eq(slugRedirects.old_slug, base), like(slugRedirects.old_slug, pattern))),
  ]);
  // An article's own slugs (current and old) are free for it to take again.
  return new Set([...articles, ...redirects].filter((row) => row.id !== ignoreArticle).map((row) => row.slug));
}

/** `base`, or `base-2`, `base-3`, … : the first one no other article holds, now or as an old address. */
export async function uniqueSlug(db: Pick<Db, 'select'>, base: string, ignoreArticle?: number): Promise<string> {
  const taken = await takenSlugs(db, base, ignoreArticle);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Whether `slug` belongs to another article (as its address or an old one). */
export async function slugTakenByOther(db: Pick<Db, 'select'>, slug: string, article: number): Promise<boolean> {
  const [owner] = await db.select({ id: news.id }).from(news).where(eq(news.url, slug)).limit(1);
  if (owner && owner.id !== article) return true;
  const [old] = await db
    .select({ id: slugRedirects.article_id })
    .from(slugRedirects)
    .where(eq(slugRedirects.old_slug, slug))
    .limit(1);
  return !!old && old.id !== article;
}
