import { availableParallelism } from 'node:os';
import { type PhotoRendition, type UploadedPhotoAnswer, uploadedPhoto } from '@janmat/shared/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import { photoShelfFor } from '../../core/photoShelf';
import type { AppDeps } from '../../deps';
import { audit } from '../audit/auditStore';
import { requireStaff, sessionOf } from '../auth/guard';
import { encodeQueue, QueueFull } from './encodeQueue';
import { type EncodeLimits, encodePhoto, type PhotoFile, PhotoRefused } from './photoEncode';
import { newPhotoFolder } from './photoStore';

/** Largest upload: a full-size phone or camera JPEG fits; the renditions are far smaller. */
const PHOTO_BODY_LIMIT = 10 * 1024 * 1024;
/** 40 megapixels: more than any camera a reporter carries, far less than a decompression bomb. */
const LIMITS: EncodeLimits = { maxPixels: 40_000_000 };
/** What the browser sends as a file's Content-Type; the bytes decide what it really is. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** Uploads waiting for an encoder beyond which the next one is told to come back (503). */
const MAX_WAITING = 8;

const renditionView = (folder: string, file: PhotoFile): PhotoRendition => ({
  path: `${folder}${file.name}`,
  width: file.width,
  height: file.height,
  format: file.format,
  bytes: file.bytes,
});

/** The photo route's own refusals in Hindi; any other error goes on to the newsroom's handler. */
function photoError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.statusCode === 413) {
    return reply.code(413).send({ message: M.photoTooLarge(PHOTO_BODY_LIMIT / 1024 / 1024) });
  }
  if (error.statusCode === 415) return reply.code(415).send({ message: M.photoType });
  throw error;
}

/**
 * `POST /api/newsroom/photos` (any staff role: reporters add photos to their drafts). The body is the
 * file itself, up to PHOTO_BODY_LIMIT; it is re-encoded (photoEncode.ts) into its renditions in a
 * new folder (photoStore.ts; on PostgreSQL, in the database, core/photoShelf.ts) and answered with the path an article or author stores. Encoding waits
 * in a queue of one encode per two cores, so uploads never take all of them from reader pages.
 */
export function photoRoutes(scope: FastifyInstance, deps: AppDeps): void {
  const queue = encodeQueue(Math.max(1, Math.floor(availableParallelism() / 2)), MAX_WAITING);
  const shelf = photoShelfFor(deps);
  // A scope of its own: the raw-body parser and its 10 MB limit apply to this route alone.
  scope.register(async (photos) => {
    photos.setErrorHandler(photoError);
    photos.addContentTypeParser(PHOTO_TYPES, { parseAs: 'buffer', bodyLimit: PHOTO_BODY_LIMIT }, (_r, body, done) =>
      done(null, body),
    );
    photos.post(
      '/api/newsroom/photos',
      { preHandler: requireStaff(), bodyLimit: PHOTO_BODY_LIMIT },
      async (request, reply) => {
        const input = request.body;
        if (input === undefined || input === null || (Buffer.isBuffer(input) && input.length === 0)) {
          return reply.code(400).send({ message: M.photoEmpty });
        }
        // Text or JSON (parsers the site has for other routes) is no photo, whatever it holds.
        if (!Buffer.isBuffer(input)) return reply.code(415).send({ message: M.photoType });
        const folder = await newPhotoFolder(deps.config.uploadsDir, new Date(), shelf);
        try {
          const encoded = await queue.run(() => encodePhoto(input, LIMITS, folder.draft));
          const photo = await folder.keep(encoded.width);
          const { width, height } = encoded;
          const session = sessionOf(request);
          await audit(deps.db, session.staff.id, 'photo_upload', { type: 'photo', id: photo }, { width, height });
          const site = uploadedPhoto(photo)!.folder;
          return reply.code(201).send({
            photo,
            width,
            height,
            renditions: encoded.renditions.map((file) => renditionView(site, file)),
            share: renditionView(site, encoded.share),
          } satisfies UploadedPhotoAnswer);
        } catch (error) {
          await folder.discard();
          if (error instanceof PhotoRefused) return reply.code(error.status).send({ message: error.message });
          if (error instanceof QueueFull) {
            return reply.code(503).header('retry-after', '10').send({ message: M.photoBusy });
          }
          throw error;
        }
      },
    );
  });
}
