import type { IncomingMessage } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { shellDist } from '../composition/buildFolders';
import type { ReleaseView } from '../composition/registry';
import { originsOf } from '../composition/remotes';
import type { ServerConfig } from '../core/config';
import { appliedOverrides, overrideSources } from './overrideRequest';
import { shellAssetsAt } from './template';

/**
 * Security headers. The CSP allows this origin, the remotes' own origins (when a remote is served
 * elsewhere), the shell build's inline scripts by the hashes its `page-assets.json` lists (the head's
 * wait for the Devanagari face on devices without one, and the server-rendered pages' early-tap
 * replay and boot loader: read per response, so a new build of the shell is allowed as soon as pages
 * carry it), the video embed host in frames, data: images, and inline styles (Emotion injects them).
 * The origins of a tester's applied overrides are added in the answers to that browser alone (its
 * override cookie, never on a staff page): every other visitor's policy names none of them.
 */
export function helmetOptions(
  config: ServerConfig,
  releases?: Pick<ReleaseView, 'sections' | 'onChange'>,
): FastifyHelmetOptions {
  const self = "'self'";
  // Every build the registry names, live or canary, and the REMOTE_*_URL values (worked out again on each change).
  let origins = '';
  const refresh = () => {
    const builds = releases?.sections().flatMap(({ live, canary }) => [live.manifest, canary?.manifest]) ?? [];
    origins = originsOf([...Object.values(config.remoteUrls), ...builds]).join(' ');
  };
  refresh();
  releases?.onChange(refresh);
  const https = config.siteUrl.startsWith('https://');
  const shell = shellAssetsAt(shellDist(config));
  // Sections' origins (the registry's and a tester's), worked out once per request for the five
  // directives that name them.
  const perRequest = new WeakMap<IncomingMessage, string>();
  const sections = (request: IncomingMessage): string => {
    let known = perRequest.get(request);
    if (known === undefined) {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const applied = overrideSources(appliedOverrides(request.headers.cookie, config.remoteOverrideOrigins, path));
      known = [origins, ...applied].filter((source) => source !== '').join(' ');
      perRequest.set(request, known);
    }
    return known;
  };
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        scriptSrc: [self, sections, () => shell.inlineHashes().join(' ')],
        scriptSrcAttr: ["'none'"],
        styleSrc: [self, "'unsafe-inline'", sections],
        imgSrc: [self, 'data:', sections],
        fontSrc: [self, 'data:', sections],
        connectSrc: [self, sections],
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
    // Headers for browsers long gone (Internet Explorer's download prompt, Flash's and Adobe's
    // cross-domain files, the retired XSS auditor, DNS prefetch): bytes on every page for no reader.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
    ...(https ? {} : { hsts: false }),
  };
}
