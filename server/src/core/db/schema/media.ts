/** The media section's videos, photo albums and web stories. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stamp } from './columns';

export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  link: text('link').notNull(),
});

export const albums = pgTable('albums', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  photo: text('photo').notNull(),
  des: text('des').notNull(),
  type: text('type').notNull(),
  m_title: text('m_title').notNull(),
  m_des: text('m_des').notNull(),
  m_keys: text('m_keys').notNull(),
});

export const albumPhotos = pgTable(
  'album_photos',
  {
    id: serial('id').primaryKey(),
    album: integer('album')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    photo: text('photo').notNull(),
    name: text('name').notNull(),
    des: text('des').notNull(),
  },
  (t) => [index('album_photos_album_idx').on(t.album, t.position)],
);

export const storyCategories = pgTable('story_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  c_code: text('c_code').notNull().unique(),
});

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    photo: text('photo').notNull(),
    source: text('source').notNull(),
    created_at: stamp('created_at').notNull(),
  },
  (t) => [index('stories_type_idx').on(t.type, t.created_at)],
);
