import type { Album, PhotoDetailsResponse } from '@janmat/shared/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { albumPhotos, albums, horoscopes, stories, storyCategories, videos } from '../../core/db/schema';

const storyColumns = {
  id: stories.id,
  type: stories.type,
  title: stories.title,
  photo: stories.photo,
  source: stories.source,
  created_at: stories.created_at,
};

export const listVideos = (db: Db) => db.select({ link: videos.link }).from(videos).orderBy(asc(videos.id));

export const listAlbums = (db: Db): Promise<Album[]> => db.select().from(albums).orderBy(asc(albums.id));

async function albumByCode(db: Db, code: string): Promise<Album | undefined> {
  const [album] = await db.select().from(albums).where(eq(albums.code, code)).limit(1);
  return album;
}

export async function photoDetails(db: Db, code: string): Promise<PhotoDetailsResponse | undefined> {
  const album = await albumByCode(db, code);
  if (!album) return undefined;
  const data = await db
    .select({ photo: albumPhotos.photo, name: albumPhotos.name, des: albumPhotos.des })
    .from(albumPhotos)
    .where(eq(albumPhotos.album, album.id))
    .orderBy(asc(albumPhotos.position));
  return { data, data1: [album] };
}

export const listStoryCategories = (db: Db) =>
  db
    .select({ name: storyCategories.name, c_code: storyCategories.c_code })
    .from(storyCategories)
    .orderBy(asc(storyCategories.id));

export const listStories = (db: Db, type?: string) =>
  db
    .select(storyColumns)
    .from(stories)
    .where(type === undefined ? undefined : eq(stories.type, type))
    .orderBy(desc(stories.created_at), desc(stories.id));

export async function horoscopeByCode(db: Db, code: string) {
  const [row] = await db.select().from(horoscopes).where(eq(horoscopes.code, code)).limit(1);
  return row;
}
