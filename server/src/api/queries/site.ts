import { and, asc, eq, gt, isNull, not, notExists, or } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import {
  breaking,
  categories,
  gold,
  market,
  news,
  popular,
  states,
  subcategories,
  weather,
} from '../../core/db/schema';
import { visibleNews } from './visibility';

/** Curated links (ticker, popular) to an article readers cannot see (a draft, withdrawn) are left out. */
const linksVisible = (db: Db, url: typeof breaking.url | typeof popular.url) =>
  notExists(
    db
      .select({ id: news.id })
      .from(news)
      .where(and(eq(news.url, url), not(visibleNews()))),
  );

/**
 * Ticker headlines whose moment to go has not come. `now` is the server's clock, like visibleNews: the
 * read cache drops its answers at each expiry (breakingExpiries), so both agree on the moment.
 */
const breakingLive = (now: Date) => or(isNull(breaking.expires_at), gt(breaking.expires_at, now));

/** The lists every page shows (header, nav, state strip, ticker, sidebar), in the seed's order (the ticker in the editors'). */
export const siteLists = {
  breakingnews: (db: Db) =>
    db
      .select({ name: breaking.name, type: breaking.type, url: breaking.url })
      .from(breaking)
      .where(and(linksVisible(db, breaking.url), breakingLive(new Date())))
      .orderBy(asc(breaking.position), asc(breaking.id)),
  categories: (db: Db) =>
    db
      .select({ id: categories.id, name: categories.name, c_code: categories.c_code })
      .from(categories)
      .orderBy(asc(categories.id)),
  subcategories: (db: Db) =>
    db
      .select({ name: subcategories.name, s_code: subcategories.s_code })
      .from(subcategories)
      .orderBy(asc(subcategories.id)),
  states: (db: Db) =>
    db.select({ id: states.id, name: states.name, code: states.code }).from(states).orderBy(asc(states.id)),
  lokpriya: (db: Db) =>
    db
      .select({ name: popular.name, type: popular.type, url: popular.url })
      .from(popular)
      .where(linksVisible(db, popular.url))
      .orderBy(asc(popular.id)),
  datas: (db: Db) =>
    db.select({ id: weather.id, values: weather.values, des: weather.des }).from(weather).orderBy(asc(weather.id)),
  datas2: (db: Db) =>
    db
      .select({ keys: market.keys, values: market.values, type: market.type, des: market.des })
      .from(market)
      .orderBy(asc(market.id)),
  datas3: (db: Db) =>
    db
      .select({ keys: gold.keys, values: gold.values, type: gold.type, des: gold.des })
      .from(gold)
      .orderBy(asc(gold.id)),
} as const;

export type SiteListName = keyof typeof siteLists;
