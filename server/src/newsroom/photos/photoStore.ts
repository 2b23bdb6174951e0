import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { uploadedPhoto } from '@janmat/shared/contracts';
import { uploadedPhotoPath } from '@janmat/shared/server';
import type { PhotoShelf } from '../../core/photoShelf';
import { istStamp } from '../common/ist';

export interface PhotoFolder {
  /** Where the files are written while the upload is encoded (hidden: never served). */
  draft: string;
  /** Moves the files into place; answers the path an article or author stores. */
  keep(largestWidth: number): Promise<string>;
  /** Removes the draft (the upload was refused or failed). */
  discard(): Promise<void>;
}

/** A site folder `/uploads/…/` → that folder under DATA_DIR/uploads. */
const onDisk = (uploadsDir: string, siteFolder: string) => join(uploadsDir, siteFolder.replace(/^\/uploads\//, ''));

/**
 * A new upload's folder, `/uploads/newsroom/<yyyymm>/<id>/` in the contracts' naming scheme (the
 * pages find what is written here): the month (India's) keeps any one folder small; the random id
 * makes the address unguessable and never reused, so its files can be cached for ever. Files go
 * into a hidden draft folder first, renamed into place in one step: a reader never finds half an
 * upload, and a refused one leaves nothing behind. With a `shelf` (the site on PostgreSQL, several
 * processes) the files are kept there instead, in one statement, and the draft is removed.
 */
export async function newPhotoFolder(uploadsDir: string, now: Date, shelf?: PhotoShelf): Promise<PhotoFolder> {
  const month = istStamp(now).slice(0, 7).replace('-', '');
  const id = randomBytes(10).toString('hex');
  const pathOf = (width: number) => uploadedPhotoPath(month, id, width);
  const siteFolder = uploadedPhoto(pathOf(1))!.folder;
  const folder = onDisk(uploadsDir, siteFolder);
  // Dot-files are never served (the static files' `dotfiles: 'ignore'`).
  const draft = join(dirname(folder), `.${id}.part`);
  await mkdir(draft, { recursive: true });
  return {
    draft,
    async keep(largestWidth) {
      if (shelf) {
        await shelf.put(siteFolder, draft);
        await rm(draft, { recursive: true, force: true });
      } else {
        await rename(draft, folder);
      }
      return pathOf(largestWidth);
    },
    discard: () => rm(draft, { recursive: true, force: true }),
  };
}
