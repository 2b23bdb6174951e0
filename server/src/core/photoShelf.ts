import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { photoFiles } from './db/schema';

/** A photo file as kept on the shelf. */
interface ShelvedFile {
  body: Buffer;
  contentType: string;
  /** The hash of its bytes, quoted (a strong ETag: the file never changes). */
  etag: string;
  stored: Date;
}

/**
 * Where the newsroom's photo files go when several processes serve one site (decision 0020): any of
 * them reads what another wrote. On PGlite (one process, `npm start`) there is none and the files
 * stay in DATA_DIR/uploads.
 */
export interface PhotoShelf {
  /** Keeps every file of the local `folder` as `<siteFolder><name>`, all or none. */
  put(siteFolder: string, folder: string): Promise<void>;
  /** The file at a site path (`/uploads/newsroom/…/640.webp`), if kept. */
  get(path: string): Promise<ShelvedFile | undefined>;
}

/** The types the encoder writes (photoEncode.ts): WebP and JPEG renditions, the JPEG share picture. */
const TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg' };

/** The photo files in PostgreSQL's `photo_files`, one row per file, written once. */
function databaseShelf(db: Db): PhotoShelf {
  return {
    async put(siteFolder, folder) {
      const names = (await readdir(folder)).filter((name) => TYPES[extname(name)]);
      const rows = await Promise.all(
        names.map(async (name) => {
          const body = await readFile(join(folder, name));
          const etag = `"${createHash('sha256').update(new Uint8Array(body)).digest('base64url').slice(0, 32)}"`;
          return { path: `${siteFolder}${name}`, content_type: TYPES[extname(name)]!, body, etag };
        }),
      );
      // One statement: a reader finds all of the upload or none of it.
      if (rows.length > 0) await db.insert(photoFiles).values(rows);
    },
    async get(path) {
      const [row] = await db.select().from(photoFiles).where(eq(photoFiles.path, path)).limit(1);
      return row && { body: row.body, contentType: row.content_type, etag: row.etag, stored: row.created_at };
    },
  };
}

/** The shelf of a site on PostgreSQL (DATABASE_URL); none on PGlite. */
export function photoShelfFor({ db, config }: { db: Db; config: Pick<ServerConfig, 'databaseUrl'> }) {
  return config.databaseUrl ? databaseShelf(db) : undefined;
}
