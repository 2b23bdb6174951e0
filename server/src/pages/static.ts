import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@janmat/shared/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { remoteDist, shellDist } from '../composition/buildFolders';
import type { ServerConfig } from '../core/config';
import type { PhotoShelf } from '../core/photoShelf';
import { serviceWorkerRoute } from './serviceWorker';
import { servePhotosFromShelf } from './shelfPhotos';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const UPLOADS_CACHE = 'public, max-age=86400';
/** Newsroom uploads (/uploads/newsroom/…): each upload has a new random folder, never rewritten. */
const NEWSROOM_UPLOADS = 'newsroom';

/**
 * Content-hashed chunk names (`123.4f9a2c1e.js`, `vendors.3b1f0a9d7c2e.css`) never change; nor do
 * their pre-compressed copies (`123.4f9a2c1e.js.br`).
 */
export function isHashedAsset(fileName: string): boolean {
  return /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(fileName.replace(/\.(br|gz)$/, ''));
}

function buildCacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', isHashedAsset(basename(path)) ? IMMUTABLE : REVALIDATE);
}

/** Built remotes may be loaded by a shell on another origin (one section deployed elsewhere). */
function remoteHeaders(reply: FastifyReply, path: string): void {
  buildCacheHeaders(reply, path);
  reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
}

/** The shell's build files that are the server's, not the browser's. */
const NOT_SERVED = ['/index.html', '/page-assets.json'];

const common = { cacheControl: false, dotfiles: 'ignore', index: false, redirect: false } as const;

/**
 * The builds ship a Brotli copy (`.br`, best compression) of each script and manifest: it is sent
 * to browsers that accept it, instead of compressing the file again on every request.
 */
const builds = { ...common, preCompressed: true } as const;

/**
 * Files: `/uploads/*` from DATA_DIR/uploads (cached for a day; newsroom uploads, whose addresses
 * are never reused, for a year; on PostgreSQL the newsroom's come from the `shelf`), each remote's build at `/remotes/<name>/`, and the
 * shell's build at `/`. Entry files (`remoteEntry.js`, `mf-manifest.json`, `main.js`) and HTML are
 * revalidated every time (ETag); content-hashed chunks are cached for a year. A build that is not
 * there yet simply answers 404 until it appears.
 */
export async function registerStatic(app: FastifyInstance, config: ServerConfig, shelf?: PhotoShelf): Promise<void> {
  const photoHeaders = { 'cache-control': IMMUTABLE, 'cross-origin-resource-policy': 'cross-origin' };
  if (shelf) servePhotosFromShelf(app, shelf, photoHeaders);
  await app.register(fastifyStatic, {
    ...common,
    root: config.uploadsDir,
    prefix: '/uploads/',
    setHeaders: (reply: FastifyReply, path: string) => {
      const immutable = path.startsWith(join(config.uploadsDir, NEWSROOM_UPLOADS) + sep);
      reply
        .header('cache-control', immutable ? IMMUTABLE : UPLOADS_CACHE)
        .header('cross-origin-resource-policy', 'cross-origin');
    },
  });
  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      ...builds,
      root: remoteDist(config, name),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      suppressWarning: true,
      setHeaders: remoteHeaders,
    });
  }
  const shell = shellDist(config);
  serviceWorkerRoute(app, config);
  await app.register(fastifyStatic, {
    ...builds,
    root: shell,
    prefix: '/',
    decorateReply: false,
    suppressWarning: true,
    // The build's page (index.html, for the development server) and list (page-assets.json, what
    // pages are composed from, see template.ts) are never sent raw.
    allowedPath: (pathName: string) => !NOT_SERVED.includes(pathName) && !pathName.endsWith('/'),
    setHeaders: buildCacheHeaders,
  });
  if (!existsSync(shell)) app.log.warn({ shell }, 'the shell is not built yet: pages show a placeholder');
}
