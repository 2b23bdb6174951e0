import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { ROUTE_IDS, ROUTES } from '@janmat/shared/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { liveFeedRoutes } from './api/liveRoutes';
import { contactRoutes } from './api/routes/contact';
import { mediaRoutes } from './api/routes/media';
import { newsRoutes } from './api/routes/news';
import { pollRoutes } from './api/routes/polls';
import { siteRoutes } from './api/routes/site';
import { systemRoutes } from './api/routes/system';
import { voteForms } from './api/routes/voteForm';
import { VoteQueue } from './api/routes/voteQueue';
import { Writes } from './core/afterWrite';
import { ResponseCache } from './core/cache';
import { startCacheBus } from './core/cacheBus';
import type { ServerConfig } from './core/config';
import type { Db } from './core/db/client';
import { SURROGATE_KEY_HEADER, XKEY_HEADER } from './core/edgeKeys';
import { ApiReads } from './core/http/apiReads';
import { pathOf, requireDataClasses } from './core/http/apiRoute';
import { registerReadableVisitor, trustProxyOption } from './core/http/clientIp';
import { limitConnections } from './core/http/connectionLimits';
import { keepCookieAnswersPrivate } from './core/http/cookieAnswers';
import { handleError, handleFrameworkError } from './core/http/errors';
import { registerJsonParser } from './core/http/jsonBody';
import { loggerOptions } from './core/http/logging';
import { proxyPeerTest } from './core/http/proxyPeers';
import { rateLimitOptions } from './core/http/rateLimit';
import { serverTimeouts } from './core/http/serverTimeouts';
import { registerStrictBodyTypes } from './core/http/strictBody';
import { registerStrictParams } from './core/http/strictParams';
import { SERVER_MESSAGES } from './core/messages';
import { appMetrics } from './core/metrics';
import { registerMetrics } from './core/metricsRoute';
import { photoShelfFor } from './core/photoShelf';
import { EdgePurger, type PurgeCounts } from './core/purge';
import { PurgeMoments } from './core/purgeMoments';
import type { AppDeps } from './deps';
import { newsroom } from './newsroom';
import { redirectDoubleSlashes } from './pages/canonicalPath';
import { discoveryRoutes } from './pages/discovery';
import { formPosts } from './pages/formPosts';
import { liteRoutes } from './pages/liteRoute';
import { ensureDefaultImage } from './pages/ogImage';
import { overrideRoutes } from './pages/overrideRoute';
import { sectionOf } from './pages/pageSection';
import { pageStateRoutes } from './pages/pageState';
import { createPageRenderer, isPagePath } from './pages/pages';
import { remotesJsonRoute } from './pages/remotesJson';
import { createRenderCheck } from './pages/renderCheck';
import { helmetOptions } from './pages/security';
import { registerStatic } from './pages/static';
import { pushRoutes } from './push/pushRoutes';
import { openPush } from './push/pushService';
import { openReleaseRegistry } from './releases/openRegistry';
import { preflight } from './releases/preflight';
import type { ReleaseRegistry } from './releases/registry';
import { startReleaseHealth } from './releases/releaseHealth';
import { releaseRoutes } from './releases/releaseRoutes';
import { rumRoute } from './releases/rumRoute';
import { resultsDesk, resultsRoutes } from './results';
import { IndexKeeper } from './search/indexer';
import { searchRoutes } from './search/routes';
import type { SearchThread } from './search/thread/searchThread';
import { startSearchThread } from './search/thread/startSearchThread';

declare module 'fastify' {
  interface FastifyInstance {
    /** The read cache (its size and bytes are what an operator or a test looks at). */
    readCache: ResponseCache;
    /** Purges sent to the shared caches in front and failed (purge.ts), live counts. */
    purges: PurgeCounts;
    /** The section releases (releases/registry.ts): the release API, the guardrails and tests act on it. */
    releases: ReleaseRegistry;
    /** The search thread, when searches have one (PGlite with SEARCH_THREAD): its share of the work. */
    searchThread: SearchThread | undefined;
  }
}

type PageRenderer = ReturnType<typeof createPageRenderer>;

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** Fastify logger setting; defaults to pino at LOG_LEVEL (with loggerOptions' redaction). Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (stdout when unset); tests read what was logged. */
  logStream?: NodeJS.WritableStream;
  /** Waits between the tries of a failed purge (purge.ts: 100 ms, 400 ms, 1.6 s); tests shorten them. */
  purgeRetryDelaysMs?: readonly number[];
  /** The search thread's copy of the database (DatabaseHandle.searchCopy): searches also run there. */
  searchCopy?: string;
}

/**
 * How long a release waits, at most, for the edge to acknowledge removing the pages that name the old
 * builds before it is answered (a purge's first try times out after 2 s, then it is retried).
 */
const RELEASE_EDGE_WAIT_MS = 3_000;

/** The whole server: API, pages, files. `main.ts` listens; tests use `app.inject`. */
export async function buildApp({
  db,
  config,
  logger,
  logStream,
  purgeRetryDelaysMs,
  searchCopy,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = createServer(config, logger, logStream);
  const deps = await openServices(app, db, config, purgeRetryDelaysMs);
  if (searchCopy) await addSearchThread(app, deps, searchCopy);
  const renderPage = createPageRenderer(deps, app.log);
  registerRequestHandling(app, config, renderPage);
  await app.register(fastifyHelmet, helmetOptions(config, deps.releases));
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyRateLimit, rateLimitOptions(config, db));
  await registerRoutes(app, deps, renderPage);
  await ensureDefaultImage(config.uploadsDir);
  await registerStatic(app, config, photoShelfFor(deps));
  return app;
}

/** Fastify with the server's logger, proxies, body limit, router and timeouts, and its connections capped. */
function createServer(
  config: ServerConfig,
  logger: BuildAppOptions['logger'],
  logStream: BuildAppOptions['logStream'],
): FastifyInstance {
  const app = Fastify({
    logger: logger ?? { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    frameworkErrors: handleFrameworkError,
    ...serverTimeouts(config.connections),
  });
  limitConnections(app.server, config.connections, app.log, proxyPeerTest(config.trustProxy));
  return app;
}

/**
 * The app's services, made once (AppDeps): the read cache, metrics, purging the edge, afterWrite,
 * the releases with their health, the vote queue and the search index; on PostgreSQL they hear the
 * other processes' writes through the cache bus. The app shows the cache, purges and releases.
 */
async function openServices(
  app: FastifyInstance,
  db: Db,
  config: ServerConfig,
  purgeRetryDelaysMs: BuildAppOptions['purgeRetryDelaysMs'],
): Promise<AppDeps> {
  const cache = new ResponseCache(config.readCacheMaxBytes, config.readCacheTtlMs);
  const metrics = appMetrics(app, db, cache, config);
  const purger = new EdgePurger({
    urls: config.edge.purgeUrls,
    log: app.log,
    retryDelaysMs: purgeRetryDelaysMs,
    // Several processes on one PostgreSQL database: purge again once every one has dropped its copy.
    echoMs: config.edge.purgeEchoMs,
  });
  // One process on PGlite: it purges every moment; on PostgreSQL, the one holding the bus's lock.
  let lead = async () => true;
  const moments = new PurgeMoments({ purge: purger.purge, lead: () => lead(), log: app.log });
  const writes = new Writes({ cache, purge: purger.purge, moments });
  const deps: AppDeps = {
    db,
    config,
    cache,
    reads: new ApiReads(),
    metrics,
    afterWrite: writes.after,
    moments,
    releases: await openReleaseRegistry(db, config, writes.after, () => purger.idleWithin(RELEASE_EDGE_WAIT_MS)),
    votes: new VoteQueue(db, writes.after),
    searchIndex: new IndexKeeper(db),
    push: await openPush(db, config, app.log),
  };
  await startReleaseHealth(app, deps);
  if (config.databaseUrl) {
    const bus = await joinOtherProcesses(app, config.databaseUrl, deps, writes);
    lead = () => bus.lead();
  }
  app.decorate('readCache', deps.cache);
  registerMetrics(app, metrics, { token: config.metricsToken, sectionOf });
  app.decorate('purges', purger.counts);
  app.decorate('releases', deps.releases);
  // Purges asked for by the last writes still go out (for a few seconds at most) before the process ends.
  app.addHook('onClose', async () => {
    await deps.push.close();
    moments.close();
    purger.stop();
    await purger.idleWithin(3_000);
  });
  return deps;
}

/** Searches also run in a thread of their own (search/thread/), closed with the app. */
async function addSearchThread(app: FastifyInstance, deps: AppDeps, folder: string): Promise<void> {
  const thread = await startSearchThread(deps.db, folder, app.log);
  deps.searchThread = thread;
  app.decorate('searchThread', thread);
  app.addHook('onClose', () => thread.close());
}

/**
 * Several processes may serve one PostgreSQL database: the cache bus tells the others of each write
 * (so every process's cache is cleared), of new moments and of release changes; closed with the app.
 */
async function joinOtherProcesses(app: FastifyInstance, url: string, deps: AppDeps, writes: Writes) {
  const bus = await startCacheBus({
    url,
    db: deps.db,
    cache: deps.cache,
    log: app.log,
    onMoments: () => deps.moments.refresh(),
    onReleases: () => deps.releases.reload(),
  });
  writes.announceWith(bus.announce);
  app.addHook('onClose', () => bus.close());
  return bus;
}

/**
 * What every request goes through (data classes, private cookie answers, edge keys kept for a cache
 * in front, errors, strict bodies and parameters, the visitor's address, one slash), and the pages:
 * by their routes' patterns, and any other readable address that may be a page.
 */
function registerRequestHandling(app: FastifyInstance, config: ServerConfig, renderPage: PageRenderer): void {
  requireDataClasses(app);
  keepCookieAnswersPrivate(app);
  // Keys are for a cache in front, which reads and strips them; without one they would go to readers.
  if (!config.edge.keys) {
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.removeHeader(XKEY_HEADER).removeHeader(SURROGATE_KEY_HEADER);
      done(null, payload);
    });
  }
  app.setErrorHandler(handleError);
  registerJsonParser(app);
  registerStrictBodyTypes(app);
  registerStrictParams(app);
  registerReadableVisitor(app);
  redirectDoubleSlashes(app, isPagePath);
  app.setNotFoundHandler((request, reply) => {
    const readable = request.method === 'GET' || request.method === 'HEAD';
    if (readable && isPagePath(pathOf(request))) return renderPage(request, reply);
    return reply.code(404).send({ message: SERVER_MESSAGES.notFound });
  });
  // A page by its route's pattern comes straight to its renderer. Otherwise the shell's files (`/*`)
  // looked for every page on disk first, in each compressed spelling (several file-system calls per
  // page, about half the time a cached page took); other spellings of a page still arrive here
  // through the not-found handler above.
  for (const path of new Set(ROUTE_IDS.map((id) => ROUTES[id].path))) {
    app.get(path, (request, reply) => renderPage(request, reply));
  }
}

/** The readers' API, the forms, the newsroom, the results, discovery, page state, the sections' builds and the releases. */
async function registerRoutes(app: FastifyInstance, deps: AppDeps, renderPage: PageRenderer): Promise<void> {
  const { config } = deps;
  systemRoutes(app, deps);
  siteRoutes(app, deps);
  newsRoutes(app, deps);
  liveFeedRoutes(app, deps);
  resultsRoutes(app, deps);
  searchRoutes(app, deps);
  mediaRoutes(app, deps);
  pollRoutes(app, deps);
  await app.register(voteForms, { deps });
  contactRoutes(app, deps);
  pushRoutes(app, deps);
  await app.register(formPosts, { deps, renderPage });
  await app.register(newsroom, { deps });
  await app.register(resultsDesk, { deps });
  discoveryRoutes(app, deps);
  pageStateRoutes(app, deps);
  remotesJsonRoute(app, config, deps.releases);
  overrideRoutes(app, config);
  liteRoutes(app, config);
  rumRoute(app, deps);
  const renderCheck = createRenderCheck(deps, app.log);
  releaseRoutes(app, deps, (section, manifest) => preflight(section, manifest, { ...deps, log: app.log }, renderCheck));
}
