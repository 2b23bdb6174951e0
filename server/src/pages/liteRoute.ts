import { LITE_PATH } from '@janmat/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../core/config';
import { marked } from '../core/http/apiRoute';
import { secureCookies } from '../core/http/cookies';
import { backPath, liteCookie } from './liteMode';

const switchQuery = {
  type: 'object',
  required: ['on'],
  properties: { on: { type: 'string', enum: ['0', '1'] }, back: { type: 'string', maxLength: 2000 } },
} as const;

/**
 * `GET /lite?on=1|0&back=<path>`: the footer's switch, a plain link that works without scripts. It
 * remembers the choice in the lite cookie, drops the pages this browser kept (`Clear-Site-Data`: they
 * are the other version) and sends the reader back (303) to `back`, a path of this site (anything else
 * goes to the home page: never an open redirect).
 */
export function liteRoutes(app: FastifyInstance, config: Pick<ServerConfig, 'siteUrl'>): void {
  const secure = secureCookies(config.siteUrl);
  app.get<{ Querystring: { on: '0' | '1'; back?: string } }>(
    LITE_PATH,
    { schema: { querystring: switchQuery }, ...marked('personal') },
    async (request, reply) =>
      reply
        .header('set-cookie', liteCookie(request.query.on === '1', secure))
        // Pages are kept by the browser a minute, whatever the cookie: its copies of the other version go.
        .header('clear-site-data', '"cache"')
        .redirect(backPath(request.query.back), 303),
  );
}
