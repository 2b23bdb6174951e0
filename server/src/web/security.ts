import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { ServerConfig } from '../config';
import { BOOT_LOADER_HASH } from './bootLoader';
import { remoteOrigins } from './remotes';

/**
 * Security headers. The CSP allows this origin, the remotes' own origins (when a remote is served
 * elsewhere), the server-rendered pages' boot loader (by its hash), the video embed host in frames, data: images, and inline styles (Emotion injects them).
 */
export function helmetOptions(config: ServerConfig): FastifyHelmetOptions {
  const self = "'self'";
  const remotes = remoteOrigins(config);
  const https = config.siteUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        scriptSrc: [self, ...remotes, BOOT_LOADER_HASH],
        scriptSrcAttr: ["'none'"],
        styleSrc: [self, "'unsafe-inline'", ...remotes],
        imgSrc: [self, 'data:', ...remotes],
        fontSrc: [self, 'data:', ...remotes],
        connectSrc: [self, ...remotes],
        frameSrc: [config.videoEmbedOrigin],
        mediaSrc: [self],
        objectSrc: ["'none'"],
        baseUri: [self],
        formAction: [self],
        frameAncestors: [self],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Remote code and images may be loaded by a shell on another origin: set per route in static.ts.
    crossOriginResourcePolicy: { policy: 'same-site' },
    ...(https ? {} : { hsts: false }),
  };
}
