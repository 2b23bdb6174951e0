import type { FastifyHelmetOptions } from '@fastify/helmet';
import { FONT_WAIT_SCRIPT } from '@janmat/shared/font-wait';
import type { ServerConfig } from '../core/config';
import { BOOT_LOADER_HASH, inlineScriptHash } from './bootLoader';
import { remoteOrigins } from './remotes';

/**
 * Security headers. The CSP allows this origin, the remotes' own origins (when a remote is served
 * elsewhere), the two inline scripts by their hashes (the server-rendered pages' boot loader, and the
 * head's wait for the Devanagari face on devices without one), the video embed host in frames, data: images, and inline styles (Emotion injects them).
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
        scriptSrc: [self, ...remotes, BOOT_LOADER_HASH, inlineScriptHash(FONT_WAIT_SCRIPT)],
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
