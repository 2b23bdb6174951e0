import type { FastifyInstance } from 'fastify';
import type { PhotoShelf } from '../core/photoShelf';

/** A newsroom upload's file: month, random folder id, a rendition or the share picture. */
const PARAMS = { month: /^\d{6}$/, id: /^[0-9a-f]{20}$/, file: /^(\d{1,4}\.(webp|jpg)|og\.jpg)$/ };

interface PhotoParams {
  month: string;
  id: string;
  file: string;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });
}

/**
 * `/uploads/newsroom/<month>/<id>/<file>` from the shelf (the site on PostgreSQL: any process serves
 * what another took), with the headers the files on disk have (`headers`: cached for ever, readable
 * from any origin), a strong ETag (the hash of the bytes) and 304 for a client that has it. A file
 * the shelf lacks is looked for in DATA_DIR/uploads (uploads taken before the site had a shelf).
 */
export function servePhotosFromShelf(app: FastifyInstance, shelf: PhotoShelf, headers: Record<string, string>): void {
  app.get<{ Params: PhotoParams }>('/uploads/newsroom/:month/:id/:file', async (request, reply) => {
    const { month, id, file } = request.params;
    if (!(PARAMS.month.test(month) && PARAMS.id.test(id) && PARAMS.file.test(file))) return reply.callNotFound();
    const path = `/uploads/newsroom/${month}/${id}/${file}`;
    const found = await shelf.get(path);
    if (!found) return reply.sendFile(path.slice('/uploads/'.length));
    reply.headers(headers).header('etag', found.etag).header('last-modified', found.stored.toUTCString());
    if (matchesEtag(request.headers['if-none-match'], found.etag)) return reply.code(304).send();
    return reply.type(found.contentType).send(found.body);
  });
}
