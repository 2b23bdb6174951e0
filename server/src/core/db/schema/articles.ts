/** Articles: their sections, states and authors, the articles, their history and old addresses, and live updates. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { moment, stamp } from './columns';
import { staff } from './newsroom';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  c_code: text('c_code').notNull().unique(),
});

export const subcategories = pgTable('subcategories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  s_code: text('s_code').notNull().unique(),
});

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

export const authors = pgTable('authors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  des: text('des').notNull(),
  photo: text('photo').notNull(),
  link1: text('link1').notNull(),
  link2: text('link2').notNull(),
  /** Grows by one with every newsroom change: the `ETag` a change must send back as `If-Match`. */
  version: integer('version').notNull().default(1),
});

/** Where an article is in the newsroom: written, sent to an editor, waiting for its time, public, withdrawn. */
export const ARTICLE_STATUSES = ['draft', 'submitted', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    url: text('url').notNull().unique(),
    state: text('state'),
    subtype: text('subtype'),
    photo: text('photo').notNull(),
    /** Sanitized HTML. */
    des: text('des').notNull(),
    reporter: integer('reporter')
      .notNull()
      .references(() => authors.id),
    created_at: stamp('created_at').notNull(),
    /** Newsroom lifecycle; readers see only 'published', and 'scheduled' once publish_at has come. */
    status: text('status').$type<ArticleStatus>().notNull().default('published'),
    /** When a published or scheduled article appears (null for the seed's, public since created_at). */
    publish_at: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    /** The first moment readers could see it (null for the seed's and never-published articles). */
    first_published_at: timestamp('first_published_at', { withTimezone: true, mode: 'date' }),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The staff member who wrote it in the newsroom (null for the seed's). */
    created_by_staff: integer('created_by_staff').references(() => staff.id, { onDelete: 'set null' }),
    /** Grows by one with every newsroom change: the `ETag` a save or a step must send back as `If-Match`. */
    version: integer('version').notNull().default(1),
    /** Its writer changed it after sending it to the editors: the queue shows it until an editor acts. */
    changed_since_submit: boolean('changed_since_submit').notNull().default(false),
    /** A live page (लाइव): readers' pages poll its updates (`live_updates`) and lists show a badge. */
    live: boolean('live').notNull().default(false),
  },
  (t) => [
    check('news_status_check', sql`${t.status} in ('draft', 'submitted', 'scheduled', 'published', 'unpublished')`),
    index('news_status_idx').on(t.status, t.publish_at),
    index('news_created_by_staff_idx').on(t.created_by_staff),
    index('news_type_idx').on(t.type, t.created_at),
    index('news_state_idx').on(t.state),
    index('news_subtype_idx').on(t.subtype),
    index('news_reporter_idx').on(t.reporter),
    index('news_created_idx').on(t.created_at),
  ],
);

/** Every newsroom change of an article: who, when, the article's fields after it, and which changed. */
export const articleVersions = pgTable(
  'article_versions',
  {
    id: serial('id').primaryKey(),
    article_id: integer('article_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    at: moment('at').notNull().defaultNow(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    changed: jsonb('changed').$type<string[]>().notNull(),
  },
  (t) => [index('article_versions_article_idx').on(t.article_id, t.id)],
);

/** Old addresses of articles whose slug changed after they were public: answered with a 301. */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    old_slug: text('old_slug').primaryKey(),
    article_id: integer('article_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('slug_redirects_article_idx').on(t.article_id)],
);

/** The timestamped updates of a live article (newest last by id), posted and corrected in the newsroom. */
export const liveUpdates = pgTable(
  'live_updates',
  {
    id: serial('id').primaryKey(),
    article_id: integer('article_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    /** Sanitized HTML (the article body's allow-list). */
    body: text('body').notNull(),
    /** One of the site's uploads or an https:// address; '' for none. */
    photo: text('photo').notNull().default(''),
    /** Shown first on the page, above the stream. */
    pinned: boolean('pinned').notNull().default(false),
    /** A key event: marked in the stream and listed in the page's summary. */
    key_event: boolean('key_event').notNull().default(false),
    posted_at: moment('posted_at').notNull().defaultNow(),
    updated_at: moment('updated_at').notNull().defaultNow(),
    created_by_staff: integer('created_by_staff').references(() => staff.id, { onDelete: 'set null' }),
    /** Grows by one with every correction: the `ETag` a correction must send back as `If-Match`. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('live_updates_article_idx').on(t.article_id, t.id)],
);
