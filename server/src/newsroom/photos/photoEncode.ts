import { join } from 'node:path';
import { PHOTO_MAX_WIDTH, type PhotoFormat, renditionWidths } from '@janmat/shared/contracts';
import { PHOTO_SHARE_SIZE } from '@janmat/shared/server';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { NEWSROOM_MESSAGES as M } from '../../core/messages';
import { photoTypeOf } from './photoType';

/** A photo the newsroom will not take, with the status and Hindi message to answer. */
export class PhotoRefused extends Error {
  constructor(
    readonly status: 400 | 415,
    message: string,
  ) {
    super(message);
  }
}

export interface PhotoFile {
  /** Its name in the upload's folder: `640.webp`, `1280.jpg`, `og.jpg`. */
  name: string;
  width: number;
  height: number;
  format: PhotoFormat;
  /** Its size in bytes. */
  bytes: number;
}

export interface EncodedPhoto {
  /** The largest rendition's size (the photo upright, at most PHOTO_MAX_WIDTH wide). */
  width: number;
  height: number;
  /** Every width in WebP and JPEG, narrowest first. */
  renditions: PhotoFile[];
  /** The 1200×630 JPEG for link previews. */
  share: PhotoFile;
}

export interface EncodeLimits {
  /** Largest width × height decoded; a small file can claim an enormous image (a decompression bomb). */
  maxPixels: number;
}

/** A portrait photo keeps its shape but stops at twice the widest width in height. */
const MAX_HEIGHT = PHOTO_MAX_WIDTH * 2;
/** A decode that takes longer than this is given up (a hostile file, or a machine far too busy). */
const TIMEOUT_SECONDS = 30;

const QUALITY = { jpg: 80, webp: 78 } as const;

/** Pixels decoded once: every rendition is made from these, not by decoding the upload again. */
interface Pixels {
  data: Buffer;
  info: OutputInfo;
}

const fromPixels = ({ data, info }: Pixels): Sharp =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).timeout({
    seconds: TIMEOUT_SECONDS,
  });

/**
 * WebP keeps transparency; JPEG has none, so a transparent PNG is laid on white. Neither carries
 * metadata: sharp writes none unless told to, and the pixels they are made from have none left.
 */
async function encodeAs(image: Sharp, format: PhotoFormat, folder: string, name: string): Promise<PhotoFile> {
  const encoded =
    format === 'webp'
      ? image.webp({ quality: QUALITY.webp })
      : image.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY.jpg, mozjpeg: true });
  const info = await encoded.toFile(join(folder, name));
  return { name, width: info.width, height: info.height, format, bytes: info.size };
}

/** The upload's header: its format must be what its bytes said, and its size within the limit. */
async function checkHeader(input: Buffer, limits: EncodeLimits): Promise<void> {
  const claimed = photoTypeOf(input);
  if (!claimed) throw new PhotoRefused(415, M.photoType);
  const meta = await sharp(input)
    .metadata()
    .catch(() => {
      throw new PhotoRefused(400, M.photoUnreadable);
    });
  if (meta.format !== claimed) throw new PhotoRefused(415, M.photoType);
  if (!meta.width || !meta.height) throw new PhotoRefused(400, M.photoUnreadable);
  if (meta.width * meta.height > limits.maxPixels) throw new PhotoRefused(400, tooManyPixels(limits));
}

const tooManyPixels = (limits: EncodeLimits) => M.photoTooManyPixels(Math.round(limits.maxPixels / 1e6));

/** Decodes once: turned upright from its EXIF orientation, scaled down to the widest rendition. */
async function decode(input: Buffer, limits: EncodeLimits): Promise<Pixels> {
  try {
    return await sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error', autoOrient: true })
      .timeout({ seconds: TIMEOUT_SECONDS })
      .resize({ width: PHOTO_MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const pixels = error instanceof Error && /pixel limit/i.test(error.message);
    throw new PhotoRefused(400, pixels ? tooManyPixels(limits) : M.photoUnreadable);
  }
}

/**
 * Re-encodes an upload: its type from its bytes (JPEG, PNG, WebP; the first frame of an animation),
 * EXIF orientation applied, all metadata (EXIF with GPS, XMP, ICC, comments) left behind, one WebP
 * and one JPEG per width of renditionWidths (never upscaled), and a 1200×630 crop for og:image that
 * keeps the photo's most eye-catching part (sharp's attention strategy), written into `folder`.
 * Files are made one after another: each takes a thread of libuv's small pool, which file reads share.
 */
export async function encodePhoto(input: Buffer, limits: EncodeLimits, folder: string): Promise<EncodedPhoto> {
  await checkHeader(input, limits);
  const pixels = await decode(input, limits);
  const { width, height } = pixels.info;
  const renditions: PhotoFile[] = [];
  for (const size of renditionWidths(width)) {
    for (const format of ['webp', 'jpg'] as const) {
      const image = size === width ? fromPixels(pixels) : fromPixels(pixels).resize({ width: size });
      renditions.push(await encodeAs(image, format, folder, `${size}.${format}`));
    }
  }
  const cover = fromPixels(pixels).resize({
    ...PHOTO_SHARE_SIZE,
    fit: 'cover',
    position: sharp.strategy.attention,
  });
  return { width, height, renditions, share: await encodeAs(cover, 'jpg', folder, 'og.jpg') };
}
