import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { ServerConfig } from '../core/config';
import { remoteOrigins } from './remotes';
import { shellDist } from './static';
import { shellAssetsAt } from './template';

/**
 * Security headers. The CSP allows this origin, the remotes' own origins (when a remote is served
 * elsewhere), the shell build's inline scripts by the hashes its `page-assets.json` lists (the head's
 * wait for the Devanagari face on devices without one, and the server-rendered pages' early-tap
 * replay and boot loader: read per response, so a new build of the shell is allowed as soon as pages
 * carry it), the video embed host in frames, data: images, and inline styles (Emotion injects them).
 */
export function helmetOptions(config: ServerConfig): FastifyHelmetOptions {
  const self = "'self'";
  const remotes = remoteOrigins(config);
  const https = config.siteUrl.startsWith('https://');
  const shell = shellAssetsAt(shellDist(config));
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        scriptSrc: [self, ...remotes, () => shell.inlineHashes().join(' ')],
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
