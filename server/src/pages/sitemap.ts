import { encodeAuthorId, href, isoIst, type RouteId, slugify, ZODIAC_CODES } from '@janmat/shared/contracts';
import { authorIds, resultPages, type SitemapArticle, sitemapArticles, storyDates } from '../api/queries/discovery';
import { listAlbums, listStoryCategories } from '../api/queries/media';
import { newsTypeOf } from '../api/queries/news';
import { listPolls } from '../api/queries/polls';
import { siteLists } from '../api/queries/site';
import type { Db } from '../core/db/client';
import { element, siteLink } from './xml';

/**
 * When the texts of the pages without data (static pages, videos, photos, astrology, create poll)
 * last changed. Change it together with those texts.
 */
const FIXED_PAGES_UPDATED = '2026-11-21';

/** Pages with their own address and no dated content. */
const FIXED_ROUTES = [
  'videos',
  'photos',
  'astrology',
  'createPoll',
  'contact',
  'about',
  'advertise',
  'refund',
  'faqs',
  'submitNews',
  'privacy',
] as const satisfies RouteId[];

export interface SitemapEntry {
  /** Site path, exactly as the page's canonical link writes it. */
  path: string;
  /** W3C date or date-time. */
  lastmod?: string;
}

export async function loadSitemapFacts(db: Db) {
  const [articles, categories, subcategories, states, authors, albums, sitePolls, storyCategories, stories, results] =
    await Promise.all([
      sitemapArticles(db),
      siteLists.categories(db),
      siteLists.subcategories(db),
      siteLists.states(db),
      authorIds(db),
      listAlbums(db),
      listPolls(db, 'site'),
      listStoryCategories(db),
      storyDates(db),
      resultPages(db),
    ]);
  return { articles, categories, subcategories, states, authors, albums, sitePolls, storyCategories, stories, results };
}

export type SitemapFacts = Awaited<ReturnType<typeof loadSitemapFacts>>;

/** The newest of some stored timestamps as a W3C date-time, or undefined for none. */
function newest(stamps: string[]): string | undefined {
  const latest = stamps.reduce<string | undefined>((a, s) => (a === undefined || s > a ? s : a), undefined);
  return latest && isoIst(latest);
}

/** A list page: its lastmod is the date of its newest item. */
function list(path: string, articles: SitemapArticle[], keep: (a: SitemapArticle) => boolean): SitemapEntry {
  return { path, lastmod: newest(articles.filter(keep).map((a) => a.created_at)) };
}

function newsEntries({ articles, categories, subcategories, states, authors }: SitemapFacts): SitemapEntry[] {
  const all = () => true;
  return [
    list(href.home(), articles, all),
    list(href.newsIndex(), articles, all),
    ...categories.map((c) => list(href.newsList({ type: c.c_code }), articles, (a) => a.type === newsTypeOf(c.c_code))),
    ...subcategories.map((s) => list(href.trending({ subtype: s.s_code }), articles, (a) => a.subtype === s.s_code)),
    ...states.map((s) => list(href.stateNews({ id: s.id, type: s.code }), articles, (a) => a.state === s.code)),
    ...authors.map((au) => list(href.author({ id: encodeAuthorId(au.id) }), articles, (a) => a.reporter === au.id)),
    ...articles.map((a) => ({ path: href.article({ type: a.type, url: a.url }), lastmod: isoIst(a.created_at) })),
  ];
}

function mediaEntries({ albums, storyCategories, stories, sitePolls }: SitemapFacts): SitemapEntry[] {
  const fixed = (path: string): SitemapEntry => ({ path, lastmod: FIXED_PAGES_UPDATED });
  const storiesOf = (type?: string) => newest(stories.filter((s) => !type || s.type === type).map((s) => s.created_at));
  return [
    { path: href.webStories(), lastmod: storiesOf() },
    { path: href.storySlider(), lastmod: storiesOf() },
    ...storyCategories.map((c) => ({ path: href.storySliderType({ type: c.c_code }), lastmod: storiesOf(c.c_code) })),
    ...albums.map((a) => fixed(href.album({ code: a.code, name: a.slug }))),
    ...ZODIAC_CODES.map((code) => fixed(href.astrologySign({ code }))),
    // A poll's results change with every vote; its date is the day it was published.
    ...sitePolls.map((p) => ({
      path: href.sitePoll({ id: p.poll_id, name: slugify(p.name) }),
      lastmod: p.created_at.slice(0, 10),
    })),
    ...FIXED_ROUTES.map((id) => fixed(href[id]())),
  ];
}

/** Each election's results page, dated by its latest seat's change, and each of its seats' pages. */
function resultEntries({ results }: SitemapFacts): SitemapEntry[] {
  const day = (at: Date) => at.toISOString().slice(0, 10);
  const elections = new Map<string, string>();
  for (const r of results) elections.set(r.election, [elections.get(r.election) ?? '', day(r.updated_at)].sort()[1]!);
  return [
    ...[...elections].map(([election, lastmod]) => ({ path: href.results({ election }), lastmod })),
    ...results.map((r) => ({
      path: href.resultsSeat({ election: r.election, constituency: r.seat }),
      lastmod: day(r.updated_at),
    })),
  ];
}

/**
 * Every indexable page once, at its canonical address. Left out on purpose: `/newscategory/*`,
 * `/privacypolicy` and `/news/states/{state}/{url}` (their canonical is another listed address),
 * `/mypolls` (per visitor, noindex) and visitor polls (made by anyone, not edited by the site).
 */
export function sitemapEntries(facts: SitemapFacts): SitemapEntry[] {
  return [...newsEntries(facts), ...mediaEntries(facts), ...resultEntries(facts)];
}

export function sitemapXml(entries: SitemapEntry[], siteUrl: string): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${siteLink(siteUrl, path)}</loc>${lastmod ? element('lastmod', lastmod) : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
