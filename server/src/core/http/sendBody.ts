import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedBody, COMPRESS_THRESHOLD, type Encoding, encodedBody } from '../cache';
import { keysHeader, SURROGATE_KEY_HEADER, XKEY_HEADER } from '../edgeKeys';

/** The best encoding the client accepts (br over gzip), honouring `;q=0`. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/** Each kept answer's keys header, made once (a cached page is sent thousands of times a second). */
const headerOf = new WeakMap<readonly string[], string>();

/** Names what a shared cache may keep (`public`) in the `xkey` and `Surrogate-Key` headers, to purge it by. */
export function nameKeys(reply: FastifyReply, cacheControl: string, keys: readonly string[] | undefined): FastifyReply {
  if (!keys || keys.length === 0 || !cacheControl.startsWith('public')) return reply;
  let value = headerOf.get(keys);
  if (value === undefined) {
    value = keysHeader(keys);
    headerOf.set(keys, value);
  }
  return reply.header(XKEY_HEADER, value).header(SURROGATE_KEY_HEADER, value);
}

/**
 * Sends a prepared answer with its ETag (304 when the client already has it) and a compressed
 * copy when the client accepts one. `cacheControl` defaults to `no-cache` (revalidate every time);
 * a public one goes with the answer's keys (`entry.keys`).
 */
export function sendBody(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  cacheControl = 'no-cache',
): FastifyReply {
  // A `Vary` the route set (a page's `save-data`) is kept.
  const vary = reply.getHeader('vary');
  reply
    .header('etag', entry.etag)
    .header('cache-control', cacheControl)
    .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  nameKeys(reply, cacheControl, entry.keys);
  if (reply.statusCode === 200 && matchesEtag(request.headers['if-none-match'], entry.etag)) {
    return reply.code(304).send();
  }
  reply.type(entry.contentType);
  const encoding =
    entry.body.length >= COMPRESS_THRESHOLD ? pickEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(encodedBody(entry, encoding));
}
