import {
  encodeAuthorId,
  href,
  isStaffRoute,
  type RemoteName,
  type RouteId,
  routesOwnedBy,
  slugify,
  ZODIAC_CODES,
} from '@janmat/shared/contracts';
import { and, asc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { visibleNews } from '../api/queries/visibility';
import type { Db } from '../core/db/client';
import {
  albums,
  authors,
  categories,
  constituencies,
  elections,
  news,
  polls,
  states,
  storyCategories,
  subcategories,
} from '../core/db/schema';

/** One page pre-flight renders: its route, its address, and whether its subject is in the database. */
export interface RouteSample {
  route: RouteId;
  url: string;
  /** False for a made-up subject (the database has none): a 404 is then the right answer. */
  exists: boolean;
}

interface ArticleFact {
  type: string;
  url: string;
  state: string | null;
}

/** The subjects the samples are made of: the first of each kind readers can see (undefined: none). */
export interface SampleFacts {
  article?: ArticleFact;
  stateArticle?: ArticleFact;
  liveArticle?: ArticleFact;
  author?: number;
  category?: string;
  subcategory?: string;
  state?: { id: number; code: string };
  album?: { code: string; slug: string };
  storyCategory?: string;
  sitePoll?: { poll_id: number; name: string };
  userPoll?: { poll_id: number; name: string };
  /** An election's slug and its first seat's. */
  election?: { slug: string; seat: string };
}

const articleColumns = { type: news.type, url: news.url, state: news.state, reporter: news.reporter };
const firstArticle = (db: Db, where?: SQL) =>
  db
    .select(articleColumns)
    .from(news)
    .where(and(visibleNews(), where))
    .orderBy(asc(news.id))
    .limit(1)
    .then((rows) => rows[0]);
const firstPoll = (db: Db, kind: 'site' | 'user') =>
  db
    .select({ poll_id: polls.poll_id, name: polls.name })
    .from(polls)
    .where(and(eq(polls.kind, kind), isNull(polls.hidden_at)))
    .orderBy(asc(polls.poll_id))
    .limit(1)
    .then((rows) => rows[0]);
const first = <T>(rows: Promise<T[]>) => rows.then((list) => list[0]);
const firstElection = (db: Db) =>
  first(
    db
      .select({ slug: elections.slug, seat: constituencies.slug })
      .from(elections)
      .innerJoin(constituencies, eq(constituencies.election_id, elections.id))
      .orderBy(asc(elections.id), asc(constituencies.number))
      .limit(1),
  );

/** One visible subject of each kind, read from the database (seed or live data). */
export async function loadSampleFacts(db: Db): Promise<SampleFacts> {
  const [
    article,
    stateArticle,
    liveArticle,
    author,
    category,
    subcategory,
    state,
    album,
    story,
    sitePoll,
    userPoll,
    election,
  ] = await Promise.all([
    firstArticle(db),
    firstArticle(db, isNotNull(news.state)),
    firstArticle(db, eq(news.live, true)),
    first(db.select({ id: authors.id }).from(authors).orderBy(asc(authors.id)).limit(1)),
    first(db.select({ c_code: categories.c_code }).from(categories).orderBy(asc(categories.id)).limit(1)),
    first(db.select({ s_code: subcategories.s_code }).from(subcategories).orderBy(asc(subcategories.id)).limit(1)),
    first(db.select({ id: states.id, code: states.code }).from(states).orderBy(asc(states.id)).limit(1)),
    first(db.select({ code: albums.code, slug: albums.slug }).from(albums).orderBy(asc(albums.id)).limit(1)),
    first(
      db.select({ c_code: storyCategories.c_code }).from(storyCategories).orderBy(asc(storyCategories.id)).limit(1),
    ),
    firstPoll(db, 'site'),
    firstPoll(db, 'user'),
    firstElection(db),
  ]);
  return {
    article,
    stateArticle,
    liveArticle,
    author: article?.reporter ?? author?.id,
    category: category?.c_code,
    subcategory: subcategory?.s_code,
    state,
    album,
    storyCategory: story?.c_code,
    sitePoll,
    userPoll,
    election,
  };
}

/** Subjects no database holds: a route whose kind of subject is missing is rendered with them (expecting 404). */
const MISSING = { slug: 'preflight-no-such-page', id: 999_999_999 } as const;

type Sampler = (facts: SampleFacts) => { url: string; exists: boolean }[];

const fixed =
  (url: () => string): Sampler =>
  () => [{ url: url(), exists: true }];

/** A sample of `fact` when there is one, else `missing`'s made-up subject. */
const one =
  <T>(pick: (facts: SampleFacts) => T | undefined, build: (fact: T) => string, missing: () => string): Sampler =>
  (facts) => {
    const fact = pick(facts);
    return [fact === undefined ? { url: missing(), exists: false } : { url: build(fact), exists: true }];
  };

const articleUrl = (a: ArticleFact) => href.article({ type: a.type, url: a.url });
const missingArticle = () => href.article({ type: 'national', url: MISSING.slug });

/** Every route's sample pages, built with the route table's builders (a new route must be added here). */
const SAMPLERS: Record<RouteId, Sampler> = {
  home: fixed(href.home),
  newsIndex: fixed(href.newsIndex),
  newsList: one(
    (f) => f.category,
    (type) => href.newsList({ type }),
    () => href.newsList({ type: MISSING.slug }),
  ),
  newsCategory: one(
    (f) => f.category,
    (type) => href.newsCategory({ type }),
    () => href.newsCategory({ type: MISSING.slug }),
  ),
  trending: one(
    (f) => f.subcategory,
    (subtype) => href.trending({ subtype }),
    () => href.trending({ subtype: MISSING.slug }),
  ),
  stateNews: one(
    (f) => f.state,
    (s) => href.stateNews({ id: s.id, type: s.code }),
    () => href.stateNews({ id: MISSING.id, type: MISSING.slug }),
  ),
  // A published article, and a live one when the site runs one (its page has parts of its own).
  article: (facts) => [
    ...one((f) => f.article, articleUrl, missingArticle)(facts),
    ...(facts.liveArticle ? [{ url: articleUrl(facts.liveArticle), exists: true }] : []),
  ],
  stateArticle: one(
    (f) => f.stateArticle,
    (a) => href.stateArticle({ type: a.type, state: a.state ?? '', url: a.url }),
    () => href.stateArticle({ type: 'states', state: MISSING.slug, url: MISSING.slug }),
  ),
  author: one(
    (f) => f.author,
    (id) => href.author({ id: encodeAuthorId(id) }),
    () => href.author({ id: encodeAuthorId(MISSING.id) }),
  ),
  search: fixed(() => `${href.search()}?q=${encodeURIComponent('चुनाव')}`),
  results: one(
    (f) => f.election,
    (e) => href.results({ election: e.slug }),
    () => href.results({ election: MISSING.slug }),
  ),
  resultsSeat: one(
    (f) => f.election,
    (e) => href.resultsSeat({ election: e.slug, constituency: e.seat }),
    () => href.resultsSeat({ election: MISSING.slug, constituency: MISSING.slug }),
  ),
  videos: fixed(href.videos),
  webStories: fixed(href.webStories),
  storySlider: fixed(href.storySlider),
  storySliderType: one(
    (f) => f.storyCategory,
    (type) => href.storySliderType({ type }),
    () => href.storySliderType({ type: MISSING.slug }),
  ),
  photos: fixed(href.photos),
  album: one(
    (f) => f.album,
    (a) => href.album({ code: a.code, name: a.slug }),
    () => href.album({ code: MISSING.slug, name: MISSING.slug }),
  ),
  astrology: fixed(href.astrology),
  astrologySign: fixed(() => href.astrologySign({ code: ZODIAC_CODES[0] })),
  createPoll: fixed(href.createPoll),
  myPolls: fixed(href.myPolls),
  userPoll: one(
    (f) => f.userPoll,
    (p) => href.userPoll({ id: p.poll_id, name: slugify(p.name) }),
    () => href.userPoll({ id: MISSING.id, name: MISSING.slug }),
  ),
  sitePoll: one(
    (f) => f.sitePoll,
    (p) => href.sitePoll({ id: p.poll_id, name: slugify(p.name) }),
    () => href.sitePoll({ id: MISSING.id, name: MISSING.slug }),
  ),
  contact: fixed(href.contact),
  about: fixed(href.about),
  advertise: fixed(href.advertise),
  refund: fixed(href.refund),
  faqs: fixed(href.faqs),
  submitNews: fixed(href.submitNews),
  privacy: fixed(href.privacy),
  privacyPolicy: fixed(href.privacyPolicy),
  meraJanmat: fixed(href.meraJanmat),
  // The staff's pages are rendered in the browser only, never on the server.
  newsroom: () => [],
};

/** The pages pre-flight renders for `section`: every route it owns that the server renders, with real subjects. */
export function routeSamples(section: RemoteName, facts: SampleFacts): RouteSample[] {
  return routesOwnedBy(section)
    .filter((route) => !isStaffRoute(route))
    .flatMap((route) => SAMPLERS[route](facts).map((sample) => ({ route, ...sample })));
}
