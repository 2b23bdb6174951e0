import { CACHE_CONTROL } from '@janmat/shared/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { makeBody } from '../../core/cache';
import { escapeHtml } from '../../core/escapeHtml';
import { sendBody } from '../../core/http/sendBody';
import type { AppDeps } from '../../deps';
import { renderHeadTags, siteTitle } from '../headTags';
import type { RouteMatch } from '../matchRoute';
import { composePage, sectionPreloads } from '../template';
import { configScript, HTML_TYPE } from './assemble';
import type { PageBuilds } from './builds';

/**
 * The staff's pages: the shell's outline and the newsroom's files, rendered in the browser behind
 * its sign-in; nothing of them is cached, shared or indexed.
 */
export function sendStaffPage(
  deps: Pick<AppDeps, 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  builds: PageBuilds,
  page: { path: string; match: RouteMatch },
): FastifyReply | Promise<FastifyReply> {
  const { section, shell } = builds;
  const html = composePage(shell.assets, {
    title: escapeHtml(siteTitle({})),
    head: renderHeadTags({ canonical: page.path, noindex: true }, deps.config),
    preloads: section ? sectionPreloads(section, page.match.id) : undefined,
    data: configScript(deps),
  });
  return sendBody(request, reply.header('x-robots-tag', 'noindex'), makeBody(html, HTML_TYPE), CACHE_CONTROL.staff);
}
