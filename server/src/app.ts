import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { makeBody, ResponseCache } from './cache';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { AppDeps } from './deps';
import { pathOf } from './http/apiRoute';
import { JSON_TYPE } from './http/cachedJson';
import { handleError, handleFrameworkError } from './http/errors';
import { registerJsonParser } from './http/jsonBody';
import { rateLimitOptions } from './http/rateLimit';
import { sendBody } from './http/sendBody';
import { SERVER_MESSAGES } from './messages';
import { contactRoutes } from './routes/contact';
import { mediaRoutes } from './routes/media';
import { newsRoutes } from './routes/news';
import { pollRoutes } from './routes/polls';
import { siteRoutes } from './routes/site';
import { systemRoutes } from './routes/system';
import { discoveryRoutes } from './web/discovery';
import { ensureDefaultImage } from './web/ogImage';
import { createPageRenderer, isPagePath } from './web/pages';
import { remoteManifest } from './web/remotes';
import { helmetOptions } from './web/security';
import { registerStatic } from './web/static';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** Fastify logger setting; defaults to pino at LOG_LEVEL. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
}

function remotesJsonRoute(app: FastifyInstance, config: ServerConfig): void {
  const entry = makeBody(JSON.stringify(remoteManifest(config)), JSON_TYPE);
  app.get('/remotes.json', (request, reply) => sendBody(request, reply, entry));
}

/** The whole server: API, pages, files. `main.ts` listens; tests use `app.inject`. */
export async function buildApp({ db, config, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    frameworkErrors: handleFrameworkError,
  });
  const deps: AppDeps = { db, config, cache: new ResponseCache(2000, config.readCacheTtlMs) };
  const renderPage = createPageRenderer(app, deps);

  app.setErrorHandler(handleError);
  registerJsonParser(app);
  app.setNotFoundHandler((request, reply) => {
    const readable = request.method === 'GET' || request.method === 'HEAD';
    if (readable && isPagePath(pathOf(request))) return renderPage(request, reply);
    return reply.code(404).send({ message: SERVER_MESSAGES.notFound });
  });

  await app.register(fastifyHelmet, helmetOptions(config));
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyRateLimit, rateLimitOptions(config));

  systemRoutes(app, deps);
  siteRoutes(app, deps);
  newsRoutes(app, deps);
  mediaRoutes(app, deps);
  pollRoutes(app, deps);
  contactRoutes(app, deps);
  discoveryRoutes(app, deps);
  remotesJsonRoute(app, config);
  await ensureDefaultImage(config.uploadsDir);
  await registerStatic(app, config);
  return app;
}
