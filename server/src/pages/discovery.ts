import { buildPath, href, isStaffRoute, ROUTE_IDS, ROUTES } from '@janmat/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { ALL_NEWS_KEY, CHROME_KEY, MEDIA_KEY, POLLS_KEY } from '../api/edgeKeys';
import { latestArticles } from '../api/queries/discovery';
import { makeBody } from '../core/cache';
import { MISSING_KEY } from '../core/edgeKeys';
import { sendBody } from '../core/http/sendBody';
import type { AppDeps } from '../deps';
import { absoluteUrl, OPENSEARCH_PATH } from './headTags';
import { FEED_SIZE, rssXml } from './rss';
import { loadSitemapFacts, sitemapEntries, sitemapXml } from './sitemap';
import { element, siteLink } from './xml';

const SITEMAP_TYPE = 'application/xml; charset=utf-8';
const RSS_TYPE = 'application/rss+xml; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
const OPENSEARCH_TYPE = 'application/opensearchdescription+xml; charset=utf-8';

/** Crawlers may read every page, not the API nor the staff's newsroom; the sitemap's address closes the file. */
function robotsTxt(siteUrl: string): string {
  const sitemap = absoluteUrl(siteUrl, '/sitemap.xml');
  const staff = ROUTE_IDS.filter(isStaffRoute).map((id) => `Disallow: ${buildPath(ROUTES[id].path)}`);
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...staff, '', `Sitemap: ${sitemap}`, ''].join('\n');
}

/**
 * The OpenSearch description: browsers offer the site's search in their address bar, landing on
 * `/search?q=…` (the page named by `<link rel="search">` in every page's head).
 */
export function openSearchXml(siteUrl: string): string {
  const results = `${siteLink(siteUrl, href.search())}?q={searchTerms}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  ${element('ShortName', 'जनमत')}`,
    `  ${element('Description', 'जनमत की राजनीतिक ख़बरें खोजें — हिंदी में या रोमन अक्षरों में')}`,
    `  ${element('InputEncoding', 'UTF-8')}`,
    `  ${element('Language', 'hi')}`,
    `  <Url type="text/html" method="get" template="${results}"/>`,
    `  <moz:SearchForm>${siteLink(siteUrl, href.search())}</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}

/**
 * What the sitemap lists: every public story (`list:all`), the sections and states (`chrome`), the
 * albums and web stories (`media`), the site's polls (`polls`) and the authors, whose pages appear
 * when they are added (like every address that answered "not found" before: `missing`).
 */
const SITEMAP_KEYS = [ALL_NEWS_KEY, CHROME_KEY, MEDIA_KEY, POLLS_KEY, MISSING_KEY];
/** The feed lists the newest public stories. */
const RSS_KEYS = [ALL_NEWS_KEY];

/**
 * A document made from the database once, then served from the read cache like the API's answers,
 * until a write names one of `keys`.
 */
function cachedDocument(
  app: FastifyInstance,
  deps: AppDeps,
  { path, contentType, keys }: { path: string; contentType: string; keys: readonly string[] },
  produce: () => Promise<string>,
): void {
  app.get(path, async (request, reply) => {
    let entry = deps.cache.get(path);
    if (!entry) {
      const stamp = deps.cache.stamp();
      entry = deps.cache.set(path, { ...makeBody(await produce(), contentType), keys }, stamp);
    }
    return sendBody(request, reply, entry);
  });
}

/** GET /sitemap.xml, /rss.xml, /robots.txt and /opensearch.xml, every address absolute from SITE_URL. */
export function discoveryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  const sitemap = { path: '/sitemap.xml', contentType: SITEMAP_TYPE, keys: SITEMAP_KEYS };
  cachedDocument(app, deps, sitemap, async () =>
    sitemapXml(sitemapEntries(await loadSitemapFacts(db)), config.siteUrl),
  );
  const rss = { path: '/rss.xml', contentType: RSS_TYPE, keys: RSS_KEYS };
  cachedDocument(app, deps, rss, async () => rssXml(await latestArticles(db, FEED_SIZE), config.siteUrl));
  const robots = makeBody(robotsTxt(config.siteUrl), TEXT_TYPE);
  app.get('/robots.txt', (request, reply) => sendBody(request, reply, robots));
  const openSearch = makeBody(openSearchXml(config.siteUrl), OPENSEARCH_TYPE);
  app.get(OPENSEARCH_PATH, (request, reply) => sendBody(request, reply, openSearch));
}
