import { OVERRIDE_API } from '@janmat/shared/composition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../core/config';
import { marked } from '../core/http/apiRoute';
import { appliedOverrides, type OverrideRefusal, overrideCookie, overrideRefusal } from './overrideRequest';

/** The override API's answers (Hindi, like every error answer). */
const OVERRIDE_MESSAGES = {
  foreignOrigin: 'यह अनुरोध साइट के अपने पेज से नहीं आया, इसलिए बिल्ड नहीं बदला गया।',
  empty: 'किसी हिस्से का बिल्ड नहीं बताया गया।',
  refused: {
    off: 'इस साइट पर किसी हिस्से को दूसरे बिल्ड से बदलने की अनुमति नहीं है।',
    unknown: 'इस नाम का कोई हिस्सा साइट में नहीं है।',
    staff: 'न्यूज़रूम और स्टाफ़ के पेज हमेशा साइट के अपने बिल्ड से चलते हैं, इन्हें बदला नहीं जा सकता।',
    origin: 'यह पता अनुमत स्रोतों में नहीं है।',
  } satisfies Record<OverrideRefusal, string>,
} as const;

type OverrideConfig = Pick<ServerConfig, 'siteUrl' | 'siteUrlSet' | 'remoteOverrideOrigins'>;

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Whether the request comes from one of the site's own pages: it must name its `Origin` (every
 * browser does on these methods), and that must be SITE_URL's, or without SITE_URL the address the
 * request came to. Another site's page, or a form or link, never changes what a browser loads.
 */
function fromOwnPage(request: FastifyRequest, config: OverrideConfig): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === originOf(config.siteUrl)) return true;
  return !config.siteUrlSet && originOf(origin) === originOf(`${request.protocol}://${request.host}`);
}

const overridesBody = {
  type: 'object',
  required: ['overrides'],
  properties: { overrides: { type: 'object', additionalProperties: { type: 'string', maxLength: 2000 } } },
} as const;

/**
 * `POST /api/override` applies the overrides a tester chose on the page's banner, `DELETE` ends them:
 * the answer sets or removes the HttpOnly override cookie (overrideRequest.ts), which decides what
 * the server composes the browser's pages of. Only from the site's own pages (403 otherwise), only
 * sections that own no staff page and only origins REMOTE_OVERRIDE_ORIGINS lists (403/400 with the
 * reason); nothing is applied unless all of them may be.
 */
export function overrideRoutes(app: FastifyInstance, config: OverrideConfig): void {
  const secure = config.siteUrl.startsWith('https://');
  const origins = config.remoteOverrideOrigins;
  const answer = (reply: FastifyReply, overrides: Record<string, string>) =>
    reply.header('set-cookie', overrideCookie(overrides, secure)).send({ overrides });

  app.post<{ Body: { overrides: Record<string, string> } }>(
    OVERRIDE_API,
    { schema: { body: overridesBody }, ...marked('personal') },
    async (request, reply) => {
      if (!fromOwnPage(request, config)) return reply.code(403).send({ message: OVERRIDE_MESSAGES.foreignOrigin });
      const wanted = Object.entries(request.body.overrides);
      if (wanted.length === 0) return reply.code(400).send({ message: OVERRIDE_MESSAGES.empty });
      for (const [remote, url] of wanted) {
        const refusal = overrideRefusal(remote, url, origins);
        if (refusal) {
          const status = refusal === 'staff' || refusal === 'off' ? 403 : 400;
          return reply.code(status).send({ message: OVERRIDE_MESSAGES.refused[refusal], remote });
        }
      }
      const kept = appliedOverrides(request.headers.cookie, origins, '/');
      const overrides = { ...kept, ...Object.fromEntries(wanted.map(([remote, url]) => [remote, new URL(url).href])) };
      return answer(reply, overrides);
    },
  );

  app.delete(OVERRIDE_API, marked('personal'), async (request, reply) => {
    if (!fromOwnPage(request, config)) return reply.code(403).send({ message: OVERRIDE_MESSAGES.foreignOrigin });
    return answer(reply, {});
  });
}
