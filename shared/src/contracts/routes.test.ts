import { matchRoutes } from 'react-router-dom';
import {
  href,
  isStaffPath,
  isStaffRoute,
  overridableRemote,
  ROUTE_IDS,
  ROUTES,
  routesOwnedBy,
  slugify,
} from './routes';

/** Every route of spec §2, as the spec writes it. */
const SPEC_ROUTES = [
  '/',
  '/news/:c_code',
  '/newscategory/:type',
  '/news/trending/:subtype',
  '/news/state/:id/:type',
  '/news',
  '/news/:type/:url',
  '/news/:type/:state/:url',
  '/videos',
  '/web-stories',
  '/web-story-slider',
  '/web-story-slider/:type',
  '/photos',
  '/photos/:code/:name',
  '/astrology',
  '/astrology/:code',
  '/createmypoll',
  '/mypolls',
  '/polls/:id/:name',
  '/pp/polls/:id/:name',
  '/author/:id',
  '/contactus',
  '/aboutus',
  '/advertise',
  '/refund',
  '/faqs',
  '/submitnews',
  '/privacy',
  '/privacypolicy',
];

/** Beside the spec's pages: the staff's newsroom, one section routing everything under it. */
const STAFF_ROUTES = ['/newsroom/*'];

/** Readers' pages this product adds beyond the old spec: search (its icon did nothing there). */
const ADDED_ROUTES = ['/search', '/results/:election', '/results/:election/:constituency', '/mera-janmat'];

const shape = (path: string) => path.replace(/:[A-Za-z_]+/g, ':');
const table = ROUTE_IDS.map((id) => ({ id, path: ROUTES[id].path }));
const match = (url: string) => matchRoutes(table, url)?.[0]?.route.id;

describe('route table', () => {
  it('has every spec route exactly once', () => {
    const shapes = ROUTE_IDS.map((id) => shape(ROUTES[id].path));
    for (const route of [...SPEC_ROUTES, ...STAFF_ROUTES, ...ADDED_ROUTES]) {
      expect(shapes.filter((s) => s === shape(route))).toHaveLength(1);
    }
    expect(new Set(shapes).size).toBe(SPEC_ROUTES.length + STAFF_ROUTES.length + ADDED_ROUTES.length);
  });

  it('gives each route one owner among the five remotes', () => {
    const owned = (['news', 'media', 'polls', 'static', 'newsroom'] as const).flatMap(routesOwnedBy);
    expect(owned.sort()).toEqual([...ROUTE_IDS].sort());
  });

  it('resolves the ambiguous /news families the right way', () => {
    expect(match('/news/trending/chunav')).toBe('trending');
    expect(match('/news/state/3/rajasthan')).toBe('stateNews');
    expect(match('/news/rajasthan/vidhan-sabha-satra')).toBe('article');
    expect(match('/news/states/rajasthan/vidhan-sabha-satra')).toBe('stateArticle');
    expect(match('/news/national')).toBe('newsList');
    expect(match('/news')).toBe('newsIndex');
    expect(match('/newsroom')).toBe('newsroom');
    expect(match('/newsroom/articles/7')).toBe('newsroom');
  });

  it('marks only the newsroom as staff pages, linked at its start', () => {
    expect(ROUTE_IDS.filter(isStaffRoute)).toEqual(['newsroom']);
    expect(href.newsroom()).toBe('/newsroom');
    expect(['/newsroom', '/NewsRoom/articles/3', '/newsroom/'].map(isStaffPath)).toEqual([true, true, true]);
    expect(['/', '/newsroomx', '/news/newsroom'].map(isStaffPath)).toEqual([false, false, false]);
  });

  it('lets a tester take any section from another build but one that owns a staff page', () => {
    expect(['news', 'media', 'polls', 'static'].filter(overridableRemote)).toEqual([
      'news',
      'media',
      'polls',
      'static',
    ]);
    expect(overridableRemote('newsroom')).toBe(false);
  });

  it('builds links with percent-encoded segments', () => {
    expect(href.home()).toBe('/');
    expect(href.article({ type: 'national', url: 'a b' })).toBe('/news/national/a%20b');
    expect(href.stateNews({ id: 4, type: 'bihar' })).toBe('/news/state/4/bihar');
    expect(href.userPoll({ id: 17, name: 'क्या' })).toBe(`/polls/17/${encodeURIComponent('क्या')}`);
  });

  it('refuses to build a link with a missing parameter', () => {
    expect(() => href.author({ id: '' })).toThrow(/Missing route parameter/);
  });
});

describe('slugify', () => {
  it('keeps Devanagari letters and joins words with hyphens', () => {
    expect(slugify('क्या बिहार में  चुनाव होंगे?')).toBe('क्या-बिहार-में-चुनाव-होंगे');
    expect(slugify('Who wins, 2026?')).toBe('who-wins-2026');
  });
  it('never returns an empty slug', () => {
    expect(slugify('?!')).toBe('poll');
  });
});
