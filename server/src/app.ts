import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ResponseCache } from './cache';
import { startCacheBus } from './cacheBus';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { AppDeps } from './deps';
import { pathOf } from './http/apiRoute';
import { trustProxyOption } from './http/clientIp';
import { limitConnections } from './http/connectionLimits';
import { handleError, handleFrameworkError } from './http/errors';
import { registerJsonParser } from './http/jsonBody';
import { loggerOptions } from './http/logging';
import { proxyPeerTest } from './http/proxyPeers';
import { rateLimitOptions } from './http/rateLimit';
import { serverTimeouts } from './http/serverTimeouts';
import { registerStrictBodyTypes } from './http/strictBody';
import { SERVER_MESSAGES } from './messages';
import { newsroomRoutes } from './newsroom/routes';
import { contactRoutes } from './routes/contact';
import { mediaRoutes } from './routes/media';
import { newsRoutes } from './routes/news';
import { pollRoutes } from './routes/polls';
import { siteRoutes } from './routes/site';
import { systemRoutes } from './routes/system';
import { discoveryRoutes } from './web/discovery';
import { ensureDefaultImage } from './web/ogImage';
import { createPageRenderer, isPagePath } from './web/pages';
import { remotesJsonRoute } from './web/remotesJson';
import { helmetOptions } from './web/security';
import { registerStatic } from './web/static';

declare module 'fastify' {
  interface FastifyInstance {
    /** The read cache (its size and bytes are what an operator or a test looks at). */
    readCache: ResponseCache;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** Fastify logger setting; defaults to pino at LOG_LEVEL (with loggerOptions' redaction). Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (stdout when unset); tests read what was logged. */
  logStream?: NodeJS.WritableStream;
}

/** The whole server: API, pages, files. `main.ts` listens; tests use `app.inject`. */
export async function buildApp({ db, config, logger, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    frameworkErrors: handleFrameworkError,
    ...serverTimeouts(config.connections),
  });
  limitConnections(app.server, config.connections, app.log, proxyPeerTest(config.trustProxy));
  const deps: AppDeps = { db, config, cache: new ResponseCache(config.readCacheMaxBytes, config.readCacheTtlMs) };
  if (config.databaseUrl) {
    // Several processes may serve one PostgreSQL database: each write clears every process's cache.
    const bus = await startCacheBus({ url: config.databaseUrl, db, cache: deps.cache, log: app.log });
    app.addHook('onClose', () => bus.close());
  }
  app.decorate('readCache', deps.cache);
  const renderPage = createPageRenderer(app, deps);

  app.setErrorHandler(handleError);
  registerJsonParser(app);
  registerStrictBodyTypes(app);
  app.setNotFoundHandler((request, reply) => {
    const readable = request.method === 'GET' || request.method === 'HEAD';
    if (readable && isPagePath(pathOf(request))) return renderPage(request, reply);
    return reply.code(404).send({ message: SERVER_MESSAGES.notFound });
  });

  await app.register(fastifyHelmet, helmetOptions(config));
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyRateLimit, rateLimitOptions(config, db));

  systemRoutes(app, deps);
  siteRoutes(app, deps);
  newsRoutes(app, deps);
  mediaRoutes(app, deps);
  pollRoutes(app, deps);
  contactRoutes(app, deps);
  await newsroomRoutes(app, deps);
  discoveryRoutes(app, deps);
  remotesJsonRoute(app, config);
  await ensureDefaultImage(config.uploadsDir);
  await registerStatic(app, config);
  return app;
}
